// axe on a screen: no serious or critical accessibility violation (issue: the back office app).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Whether every notification on screen is fully shown: one fading in or out is text blended with
 * the page (axe measured #f5f6f6 on white in a CI run), and its fade is a CSS transition that may
 * not have started when the caller's `settle` looked for running animations.
 */
function notificationsAtRest(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Notification-root')].every((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (Number(getComputedStyle(node).opacity) < 1) return false;
      }
      return true;
    }),
  );
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expect.poll(() => notificationsAtRest(page)).toBe(true);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}
