// A screen looked at as the owner may see it: light and dark, desktop and phone width, axe on each,
// a screenshot of each under test-results/<folder>/<name>-<scheme>-<width>.png; then back to light
// at the desktop width.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { settle } from './screens';

export interface LookAtOptions {
  /** The folder under test-results the screenshots go to. */
  folder: string;
  /** Only this part of the page in the screenshot (a card); else the whole page. */
  part?: (page: Page) => Locator;
  /** The back office marks its scheme on <html>; the booking page, another build, follows CSS. */
  marksScheme?: boolean;
}

export async function lookAtSchemesAndWidths(
  page: Page,
  name: string,
  { folder, part, marksScheme = true }: LookAtOptions,
): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle(page);
      // Start at the top, nothing focused: fixed headers smear over a scrolled full-page shot.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      });
      if (marksScheme) {
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      }
      await test.step(`${name} ${scheme} ${width} px`, () => expectNoSeriousA11yViolations(page));
      const path = `test-results/${folder}/${name}-${scheme}-${width}.png`;
      if (part) await part(page).screenshot({ path });
      else await page.screenshot({ path, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}
