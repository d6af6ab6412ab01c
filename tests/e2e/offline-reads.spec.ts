// Reading offline (issue: offline-first, scenario 1): visit once online, go offline, reload: the
// dashboard, both appointment tabs, the calendar's three views and the catalogue show their data,
// with the banner saying how old it is. Deep links open offline too.
import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signInUnderWorker } from './helpers/accounts';
import { E2E_NOW } from './helpers/e2e-env';
import {
  calendarBooking,
  dashboardBooking,
  OFFLINE_BANNER,
  tableBooking,
  type ScreenCheck,
} from './helpers/offline-screens';

const screens: ScreenCheck[] = [
  { path: '/dashboard', shows: dashboardBooking },
  { path: '/appointments', shows: (page) => tableBooking(page, 'Upcoming') },
  { path: '/appointments?tab=completed', shows: (page) => tableBooking(page, 'Completed') },
  { path: '/appointments?view=calendar&mode=day', shows: (page) => calendarBooking(page, 'day') },
  { path: '/appointments?view=calendar&mode=week', shows: (page) => calendarBooking(page, 'week') },
  {
    path: '/appointments?view=calendar&mode=month',
    shows: (page) => calendarBooking(page, 'month'),
  },
  { path: '/catalogue/services', shows: (page) => page.getByText(/^\$\d+\.\d{2}$/).first() },
];

test('screens visited online open offline with their data and the banner', async ({
  page,
  context,
}) => {
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signInUnderWorker(page, DEMO_EMAIL, DEMO_PASSWORD);
  // Online: each screen once, so the worker keeps its answers.
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.shows(page)).toBeVisible();
  }
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.shows(page), screen.path).toBeVisible();
    await expect(page.getByTestId('offline-banner'), screen.path).toHaveText(OFFLINE_BANNER);
  }

  // The worker answers reads from what it kept, marked with their fetch time; never the session call.
  const kept = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
    const upcoming = await fetch(
      '/api/appointments/all_upcoming?limit=10&offset=0&sort=start&dir=asc',
      { headers },
    );
    const session = await fetch('/api/auth', { headers }).then(
      (response) => response.status,
      () => 'network error',
    );
    return {
      status: upcoming.status,
      fetchedAt: upcoming.headers.get('x-offline-fetched-at'),
      session,
    };
  });
  expect(kept.status).toBe(200);
  expect(Number(kept.fetchedAt)).toBeGreaterThan(0);
  expect(kept.session).toBe('network error');

  // A deep link never opened in this tab still opens: the shell is precached, data kept.
  const second = await context.newPage();
  await second.clock.setFixedTime(new Date(E2E_NOW));
  await second.goto('/appointments?view=calendar&mode=month&date=2026-11-23');
  await expect(calendarBooking(second, 'month')).toBeVisible();
  await expect(second.getByTestId('offline-banner')).toHaveText(OFFLINE_BANNER);

  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
