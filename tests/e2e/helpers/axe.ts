// axe on a screen: no serious or critical accessibility violation (issue: the back office app).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What fades in or out above the page: notifications, a modal's content, a popover's dropdown
 * (the date grid, a select's options).
 */
const FADING = '.mantine-Notification-root, .mantine-Modal-content, .mantine-Popover-dropdown';

/**
 * Whether everything that fades is fully shown: one fading is text blended with the page (axe
 * measured #f5f6f6 on white for a notification, and a modal's phone link below 4.5:1, in CI
 * runs), and its fade is a CSS transition that may not have started when the caller's `settle`
 * looked for running animations.
 */
function fadesAtRest(page: Page): Promise<boolean> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].every((element) => {
        // Kept mounted but not shown (display: none): nothing axe would measure.
        if (element.getClientRects().length === 0) return true;
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (Number(getComputedStyle(node).opacity) < 1) return false;
        }
        return true;
      }),
    FADING,
  );
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expect.poll(() => fadesAtRest(page)).toBe(true);
  // In the page, violations only (tests/README.md, Time in CI): AxeBuilder's default runs axe in
  // pieces, ships every passing node to Node, then finishes in a new blank page, which cost about
  // 4x the time for the same violations. Its only gain, cross-origin frames, the app has none of.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}
