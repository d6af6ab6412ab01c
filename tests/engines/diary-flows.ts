// The diary's offline promise and the booking page in any engine (docs/offline.md, What works
// offline): a day's bookings read again after a reload with the server stopped, and a client
// booking on the booking page at phone width. Run after flows.ts's sign-in, as the same owner.
import { E2E_TODAY } from '../e2e/helpers/e2e-env';
import { apiSession, type Owner } from './accounts';
import { find, probe, waitUntil, type EnginePage } from './engine-page';
import { load, noErrors, type FlowServer } from './flows';

const CLIENT = 'Kari Nordmann';

export interface EngineDiary {
  slug: string;
  serviceName: string;
  serviceId: number;
}

/** A category, one service and one booking today at 14:00, through the owner's API. */
export async function seedDiary(baseUrl: string, owner: Owner): Promise<EngineDiary> {
  const api = await apiSession(baseUrl, owner);
  const category = await api.send<{ id: number }>('POST', '/api/categories/create', {
    categoryName: 'Hair',
    description: 'Cuts and colour',
  });
  const [durations, priceTypes, serviceTypes] = await Promise.all([
    api.get<{ id: number; durationValue: number }[]>('/api/durations/'),
    api.get<{ id: number; priceTypeName: string }[]>('/api/price_types/'),
    api.get<{ id: number }[]>('/api/service_types/'),
  ]);
  const serviceName = 'Ladies cut';
  const service = await api.send<{ sid: number }>('POST', '/api/services/create', {
    serviceName,
    categoryTypeID: category.id,
    servDesc: serviceName,
    serviceTypeID: serviceTypes[0]?.id,
    durationID: durations.find((duration) => duration.durationValue === 45)?.id,
    priceTypeID: priceTypes.find((type) => type.priceTypeName === 'Fixed')?.id,
    price: '40',
  });
  await api.send('POST', '/api/appointments', {
    client: { firstName: 'Kari', lastName: 'Nordmann' },
    serviceIds: [service.sid],
    date: E2E_TODAY,
    time: '14:00',
  });
  const profile = await api.get<{ slug: string }>('/api/business-settings/availability');
  return { slug: profile.slug, serviceName, serviceId: service.sid };
}

/**
 * Today's calendar, read online, then with the server stopped and the page reloaded: the booking
 * comes from the device's store and the banner says the server cannot be reached.
 */
export async function calendarAfterOfflineReload(
  page: EnginePage,
  server: FlowServer,
  log: (line: string) => void,
  shot: (name: string) => Promise<void>,
): Promise<void> {
  await load(page, `/appointments?view=calendar&mode=day&date=${E2E_TODAY}`, CLIENT);
  await noErrors(page, 'the calendar online');
  await server.stop();
  try {
    await page.reload();
    await waitUntil(`"${CLIENT}" after a reload offline`, () =>
      page.evaluate(probe.hasText, CLIENT),
    );
    await waitUntil('the banner says the server is unreachable', () =>
      page.evaluate(probe.hasText, "Can't reach the server"),
    );
    await shot('4-calendar-reloaded-offline');
    log('the day read from the device after a reload with the server stopped');
  } finally {
    await server.start();
  }
}

/** A client books the service at the first free time on the booking page, as on a phone. */
export async function bookOnBookingPage(
  page: EnginePage,
  diary: EngineDiary,
  shot: (name: string) => Promise<void>,
): Promise<void> {
  await load(page, `/book/${diary.slug}`, diary.serviceName);
  await page.click(find.byLabel, diary.serviceName);
  await page.click(find.button, 'Choose a time');
  await waitUntil('a free time offered', () =>
    page.evaluate<boolean>(`return (() => { ${find.firstFreeTime} })() !== null;`),
  );
  await page.click(find.firstFreeTime);
  await waitUntil('"Your details"', () => page.evaluate(probe.hasText, 'Your details'));
  await page.type(find.byLabel, 'Nora', 'First name');
  await page.type(find.byLabel, 'Client', 'Last name');
  await page.type(find.byLabel, '+47 48 00 00 00', 'Phone');
  await page.type(find.byLabel, 'nora.client@example.com', 'E-mail');
  await shot('5-booking-page-details');
  await page.click(find.button, 'Confirm booking');
  await waitUntil('"You are booked"', () => page.evaluate(probe.hasText, 'You are booked'));
  await shot('6-booking-page-booked');
  await noErrors(page, 'the booking page');
}
