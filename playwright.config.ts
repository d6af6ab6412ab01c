// End-to-end tests in Debian's Chromium against the built app on the real server and a fresh
// database (tests/e2e/start-server.sh). Browsers cannot be downloaded here.
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './tests/e2e/helpers/e2e-env.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/shared/chromium-flags.js';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${E2E_PORT}`,
  fullyParallel: true,
  // One at a time: two Chromiums and two servers on this 2-core machine starved each other (a
  // click took 6 s to handle in a CI trace, so an online save outwaited the outbox's 8 s and showed
  // as pending). Serial is about as fast in total, since the work is CPU-bound.
  workers: 1,
  retries: 0,
  // The same calendar test took 28 s alone and 66 s beside another worker on this 2-core machine,
  // whose speed varies about twofold from day to day (bench/README.md): a minute was too close.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    timezoneId: 'Europe/Oslo',
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'bash tests/e2e/start-server.sh',
    // Ready: the database answers and is migrated (README, Operations).
    url: `${E2E_BASE_URL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT), E2E_DATA_DIR },
  },
});
