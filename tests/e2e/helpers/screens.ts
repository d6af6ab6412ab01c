// Screenshots of a screen at desktop and phone width (issue: the back office app), taken once the
// layout has settled, and a GET with the signed-in owner's token to compare a screen with the API.
import { expect, type Page } from '@playwright/test';

/** Mantine hides a switch's input under its track: click the track the owner sees. */
export function toggleSwitch(page: Page, name: string): Promise<void> {
  return page.getByRole('switch', { name }).locator('xpath=..').click();
}

/** Waits for running CSS transitions and animations (the sidebar sliding away after a resize). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Saves test-results/screens/<name>-1280.png and -390.png, then returns to the desktop width. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await settle(page);
    // Start at the top: fixed headers smear over a scrolled full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(page);
}

/** A GET with the signed-in owner's token, to compare the screen with the server. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}
