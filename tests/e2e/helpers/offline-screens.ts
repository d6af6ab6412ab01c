// What shows that a screen holds the server's data, for the specs that visit screens online and
// then read them offline (offline-reads.spec.ts, three-years-offline.spec.ts).
import type { Locator, Page } from '@playwright/test';

export interface ScreenCheck {
  path: string;
  /** Something on the screen that only the server's data can put there. */
  shows: (page: Page) => Locator;
}

/** Banner text while offline: "Offline — showing data from 10:02". */
export const OFFLINE_BANNER = /^Offline — showing data from \d{2}:\d{2}$/;

/** A booking in the calendar: its button reads "09:00 AM Ola Berg" (the demo's 12-hour clock). */
export const calendarBooking = (page: Page, mode: string): Locator =>
  page
    .locator(`[data-calendar-mode="${mode}"]`)
    .getByRole('button', { name: /^\d{2}:\d{2} [AP]M \S+/ })
    .first();

/** A booking id in the dashboard's upcoming list. */
export const dashboardBooking = (page: Page): Locator =>
  page
    .getByRole('region', { name: 'UPCOMING APPOINTMENTS' })
    .getByText(/^BID\d+$/)
    .first();

/** A booking id in one of the appointment tables ("Upcoming" or "Completed"). */
export const tableBooking = (page: Page, tab: 'Upcoming' | 'Completed'): Locator =>
  page
    .getByRole('table', { name: `${tab} appointments` })
    .getByText(/^BID\d+$/)
    .first();
