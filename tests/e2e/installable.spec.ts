// Installability (issue: offline-first): the manifest's fields and icons, the apple-touch-icon,
// and a service worker that controls the page.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';

test('the manifest describes an installable app with 192, 512 and maskable icons', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Salon Back Office',
    short_name: 'Salon',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });
  expect(manifest.description.length).toBeGreaterThan(10);

  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect(format).toBe('png');
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const apple = await sharp(await (await request.get(appleIcon!)).body()).metadata();
  expect([apple.width, apple.height]).toEqual([180, 180]);
});

test('a service worker takes control of the page', async ({ page }) => {
  await page.goto('/login');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(new URL(scriptURL!).pathname).toBe('/sw.js');
});
