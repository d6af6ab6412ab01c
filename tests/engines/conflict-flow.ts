// A booking made offline whose time was taken meanwhile (docs/offline.md, Conflicts), in any
// engine: the owner books a walk-in with the server stopped, another device had booked an
// overlapping time, and when the server is back the change comes back as a conflict with its
// choices; "Book anyway" adds exactly that one booking. Run after diary-flows.ts's seedDiary.
import type { AppointmentResponse } from '../../contract/appointments';
import { E2E_TODAY } from '../e2e/helpers/e2e-env';
import { apiGet, apiSession, type Owner } from './accounts';
import type { EngineDiary } from './diary-flows';
import { find, probe, waitUntil, type EnginePage } from './engine-page';
import { load, noErrors, pending, type FlowServer } from './flows';

const DAY_VIEW = `/appointments?view=calendar&mode=day&date=${E2E_TODAY}`;

/** Finders of this flow only: each a function body run in the page. */
const finder = {
  /** The day view's empty slot whose label starts "Time slot `arguments[0]`". */
  slot: `return document.querySelector('[aria-label^="Time slot ' + arguments[0] + '"]');`,
  /** A segmented control's choice, a label with exactly the text `arguments[0]`. */
  choice: `return [...document.querySelectorAll('label')].find((l) =>
      l.textContent.trim() === arguments[0]) ?? null;`,
  /** An option of an open listbox whose text starts with `arguments[0]`. */
  optionStarting: `return [...document.querySelectorAll('[role=option]')].find((o) =>
      o.textContent.trim().startsWith(arguments[0])) ?? null;`,
  /** The open dialog's title: a click there closes a select's list and nothing else. */
  dialogTitle: `return document.querySelector('[role=dialog] h2');`,
  /** The top bar's "N pending" button. */
  pendingButton: `return [...document.querySelectorAll('button')].find((b) =>
      /^\\d+ pending$/.test(b.textContent.trim())) ?? null;`,
};

/** Opens the New booking editor from the slot at `time` and fills a new client and the service. */
export async function fillWalkIn(
  page: EnginePage,
  time: string,
  serviceName: string,
): Promise<void> {
  await page.click(finder.slot, time);
  await waitUntil('the New booking editor', () => page.evaluate(probe.hasText, 'Save booking'));
  await page.click(finder.choice, 'New client');
  await page.type(find.byLabel, 'Walk', 'First name');
  await page.type(find.byLabel, 'Engine', 'Last name');
  await page.click(find.byLabel, 'Services');
  await page.click(finder.optionStarting, `${serviceName} ·`);
  await page.click(finder.dialogTitle);
}

export async function conflictAfterOfflineBooking(
  page: EnginePage,
  server: FlowServer,
  owner: Owner,
  diary: EngineDiary,
  log: (line: string) => void,
  shot: (name: string) => Promise<void>,
): Promise<void> {
  await load(page, DAY_VIEW, 'Kari Nordmann');
  // Online once, so the worker keeps the services the editor lists.
  await fillWalkIn(page, '16:00', diary.serviceName);
  await page.click(find.button, 'Cancel');
  await load(page, DAY_VIEW, 'Kari Nordmann');

  // Another device books 16:30 while this page still shows the afternoon free.
  const elsewhere = await apiSession(server.url, owner);
  await elsewhere.send('POST', '/api/appointments', {
    client: { firstName: 'Other', lastName: 'Device' },
    serviceIds: [diary.serviceId],
    date: E2E_TODAY,
    time: '16:30',
  });

  await server.stop();
  try {
    // 16:00 for the 45-minute service overlaps the booking at 16:30.
    await fillWalkIn(page, '16:00', diary.serviceName);
    await page.click(find.button, 'Save booking');
    // Pending once the send fails, or once the outbox cuts a send the stopped server never
    // answers (15 s, sendTimeoutMs in src/lib/offline/outbox-runtime.ts): wait past that cut.
    await waitUntil(
      '"1 pending" with the server stopped',
      async () => (await pending(page)) === '1 pending',
      30_000,
    );
    await shot('7-booking-pending-offline');
    log('a walk-in at 16:00 pending with the server stopped');
  } finally {
    await server.start();
  }

  await page.click(finder.pendingButton);
  await waitUntil(
    'the change back as a conflict',
    () => page.evaluate(probe.hasText, 'Conflict: This time overlaps'),
    30_000,
  );
  await shot('8-booking-conflict');
  await page.click(find.button, 'Book anyway');
  await waitUntil('the conflict booked anyway', async () => (await pending(page)) === null, 30_000);
  await noErrors(page, 'the conflict and Book anyway');

  const upcoming = await apiGet<AppointmentResponse[]>(
    server.url,
    owner,
    '/api/appointments/all_upcoming',
  );
  const today = upcoming
    .filter((booking) => booking.book_date === E2E_TODAY)
    .map((booking) => `${booking.book_time} ${booking.firstName} ${booking.lastName}`);
  const expected = ['04:00 PM Walk Engine', '04:30 PM Other Device'];
  if (expected.some((line) => today.filter((found) => found === line).length !== 1)) {
    throw new Error(`today's bookings after Book anyway: ${today.join(', ')}`);
  }
  log('the conflict booked anyway: exactly one walk-in at 16:00');
}
