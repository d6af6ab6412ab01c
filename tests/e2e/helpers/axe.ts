// axe on a screen: no serious or critical accessibility violation (issue: the back office app).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What fades in or out above the page: notifications, a modal's content, a popover's dropdown
 * (the date grid, a select's options).
 */
const FADING = '.mantine-Notification-root, .mantine-Modal-content, .mantine-Popover-dropdown';

/**
 * What fades in or out, as one comparable string, or null while something is mid-fade: text
 * mid-fade is blended with the page (axe measured #f5f6f6 on white for a notification, and a
 * modal's phone link below 4.5:1, in CI runs). A fade is a CSS transition that may not have
 * started when the caller's `settle` looked for running animations, and a notification's
 * auto-close may start its fade-out while axe runs, so the caller compares this before and after.
 */
function fadingAtRest(page: Page): Promise<string | null> {
  return page.evaluate((selector) => {
    const shown = [...document.querySelectorAll(selector)].filter(
      // Kept mounted but not shown (display: none): nothing axe would measure.
      (element) => element.getClientRects().length > 0,
    );
    for (const element of shown) {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (Number(getComputedStyle(node).opacity) < 1) return null;
      }
    }
    return shown.map((element) => element.textContent ?? '').join('\u0000');
  }, FADING);
}

async function seriousViolations(page: Page): Promise<string[]> {
  // In the page, violations only (tests/README.md, Time in CI): AxeBuilder's default runs axe in
  // pieces, ships every passing node to Node, then finishes in a new blank page, which cost about
  // 4x the time for the same violations. Its only gain, cross-origin frames, the app has none of.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A measurement counts only if the same things stood still from before axe ran until after it;
  // otherwise it is taken again once they rest. A real violation is found every time.
  let serious: string[] = [];
  await expect
    .poll(async () => {
      const before = await fadingAtRest(page);
      if (before === null) return false;
      serious = await seriousViolations(page);
      return (await fadingAtRest(page)) === before;
    })
    .toBe(true);
  expect(serious, serious.join('\n')).toEqual([]);
}
