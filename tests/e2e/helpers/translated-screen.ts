// A back-office screen in Norwegian (docs/decisions.md, Languages): none of the English of the
// whole app catalog left where Norwegian words it differently, in the text shown or in a name
// read aloud (aria-label, title, placeholder), axe clean, and photographed at 1280 and 390 px,
// light and dark, with nothing scrolling sideways (longer Norwegian words).
import { expect, type Locator, type Page } from '@playwright/test';
import { appEn, appNb } from '../../shared/app-catalogs';
import { expectNoSeriousA11yViolations } from './axe';
import { apiGet, settle } from './screens';

/**
 * Norwegian text: the catalog's, and the calendar's weekday abbreviations from dayjs's `nb`
 * ("To" is torsdag in the week's header, where the catalog's English "To" is a date range's end).
 */
const NORWEGIAN: ReadonlySet<string> = new Set([...Object.values(appNb), 'To']);

/**
 * Every English text of the app catalog that Norwegian words differently, as whole words: text
 * without placeholders, so it would show as it stands. A word both catalogs share ("Status",
 * "Vipps") is Norwegian too and never counts.
 */
export const ENGLISH_LEFTOVERS: readonly string[] = [
  ...new Set<string>(Object.values(appEn)),
].filter((text) => !text.includes('{') && !NORWEGIAN.has(text));

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The product's name is a name in every language: its "Back" is not the catalog's "Back". */
const PRODUCT_NAME = /Salon Back Office/g;

/** The catalog's English found in `shown` as whole words (not inside a longer word). */
export function englishIn(shown: string): string[] {
  const words = shown.replace(PRODUCT_NAME, '');
  return ENGLISH_LEFTOVERS.filter((text) =>
    new RegExp(`(^|[^\\p{L}])${escaped(text)}([^\\p{L}]|$)`, 'u').test(words),
  );
}

/**
 * Where a screen's words are: its main area, the dialog open over it (a modal is outside main),
 * or any other part of the page (an alert, the top bar's pending-changes menu).
 */
export type ScreenArea = 'main' | 'dialog' | Locator;

/** The text shown in an area and the names read aloud there, one per line. */
async function wordsIn(area: Locator): Promise<string> {
  return area.evaluate((root) => {
    const named = [root, ...root.querySelectorAll('[aria-label], [title], [placeholder]')];
    const names = named.flatMap((element) =>
      ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [root instanceof HTMLElement ? root.innerText : '', ...names].join('\n');
  });
}

export async function expectNoEnglish(page: Page, area: ScreenArea = 'main'): Promise<void> {
  const located = typeof area === 'string' ? page.getByRole(area) : area;
  const left = englishIn(await wordsIn(located));
  expect(left, 'English words left on a Norwegian screen').toEqual([]);
}

/** Picks Norsk in the top bar's Language menu and waits until the account has it. */
export async function switchToNorwegian(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Norsk (bokmål)' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect
    .poll(async () => (await apiGet<{ language: string }>(page, '/api/auth')).language)
    .toBe('nb');
}

/** No English left, no serious axe violation, then the screen in both schemes and widths. */
export async function checkTranslatedScreen(
  page: Page,
  name: string,
  area: ScreenArea = 'main',
): Promise<void> {
  // Notices fade out by themselves; the screen is what is looked at.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 20_000 });
  await expectNoEnglish(page, area);
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle(page);
      // A word too long for its box widens the page: nothing may scroll sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at ${width} px scrolls sideways`,
      ).toBeLessThanOrEqual(width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `test-results/screens/translated-${name}-${width}-${scheme}.png`,
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}
