// The New booking form's free times when the server cannot be reached (docs/offline.md, Kept
// ahead): computed on the device from the kept day's bookings, with a booking still waiting in
// the outbox counted as taken, and the settings, team and services the query cache kept, with a
// note saying as of when; nothing kept, the old message.
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contract/api-paths';
import { setupMswServer } from '@tests/setup/msw-server';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { createTestQueryClient, renderApp } from '@tests/setup/render-app';
import { availabilitySettingsQueryOptions } from '@/entities/opening-hours/api/get-availability-settings';
import { serviceIntervalQueryOptions } from '@/entities/opening-hours/api/get-service-interval';
import { weekDaysQueryOptions } from '@/entities/opening-hours/api/get-week-days';
import {
  availabilityFixture,
  weekDaysFixture,
} from '@/entities/opening-hours/testing/opening-hours-fixtures';
import { teamQueryOptions } from '@/entities/team/api/get-team';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { forgetKeptAhead } from '@/lib/offline/ahead-db';
import { ChangeKinds, installPendingOverlays, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxEntry } from '@/lib/offline/offline-db';
import { refreshKeptAhead } from '@/lib/offline/ahead-refresh';
import { currentUserQueryKey } from '@/lib/session/current-user';
import { setToken } from '@/lib/session/token-store';
import { bookableServicesQueryOptions } from '../../api/bookable-services';
import { previewRow } from '../../api/booking-preview';
import { createAppointmentKind } from '../../api/create-appointment';
import { makeAppointment } from '../../testing/appointment-fixtures';
import { BookingForm, type BookingFormValues } from './booking-form';

// Oslo (UTC+1 in November): kept on Monday 23 November at 10:00, the form asks about Tuesday.
const TODAY = '2026-11-23';
const KEPT_AT = Date.parse('2026-11-23T09:00:00Z');
const DATE = '2026-11-24';
const CUT = 11;

// Ada works; Ben would be free all day but is on time off that Tuesday.
const TEAM = [
  memberFixture({ id: 1, name: 'Ada', position: 0, serviceIds: [CUT] }),
  memberFixture({
    id: 2,
    name: 'Ben',
    position: 1,
    serviceIds: [CUT],
    timeOff: [{ id: 1, from: DATE, to: DATE, note: 'Course' }],
  }),
];

// Ada's 10:00-11:00 on the Tuesday: with Ben away, nobody is free then.
const KEPT_BOOKINGS = [
  makeAppointment({
    id: 1,
    book_date: DATE,
    status: 'booked',
    start: '2026-11-24T09:00:00.000Z',
    end: '2026-11-24T10:00:00.000Z',
    memberId: 1,
  }),
];

const server = setupMswServer(
  http.get(apiPaths.appointmentRange, () => HttpResponse.json(KEPT_BOOKINGS)),
  http.get(apiPaths.clientsAll, () => HttpResponse.json({ region: 'NO', clients: [] })),
  // The connection is gone: the server answers nothing the form asks.
  http.get(apiPaths.ownerFreeTimes, () => HttpResponse.error()),
  http.get(apiPaths.team, () => HttpResponse.error()),
  http.get(apiPaths.categoriesWithServices, () => HttpResponse.error()),
  http.head(apiPaths.auth, () => HttpResponse.error()),
);

const VALUES: BookingFormValues = {
  clientMode: 'new',
  client: null,
  firstName: 'Walk',
  lastName: 'Inn',
  phone: '',
  email: '',
  serviceIds: [String(CUT)],
  memberId: 'anyone',
  date: DATE,
  time: '',
  notes: '',
  force: false,
  notifyClient: true,
};

/** The form with what the restored query cache holds: the owner, hours, interval, team, services. */
function renderOfflineForm(pending: OutboxEntry[] = []) {
  const queryClient = createTestQueryClient();
  // The outbox's waiting changes laid over the answers, as the signed-in app does.
  installPendingOverlays(
    queryClient,
    { getEntries: () => pending, subscribe: () => () => {}, realId: (id) => id },
    new ChangeKinds([createAppointmentKind]),
  );
  queryClient.setQueryData(currentUserQueryKey, ownerFixture());
  queryClient.setQueryData(weekDaysQueryOptions().queryKey, weekDaysFixture('09:00', '13:00'));
  queryClient.setQueryData(availabilitySettingsQueryOptions().queryKey, availabilityFixture());
  queryClient.setQueryData(serviceIntervalQueryOptions().queryKey, {
    id: 1,
    intervalTypeID: 4,
    duration: 60,
  });
  queryClient.setQueryData(teamQueryOptions().queryKey, TEAM);
  queryClient.setQueryData(bookableServicesQueryOptions().queryKey, [
    {
      name: 'Hair',
      services: [{ id: CUT, name: 'Cut', price: 45, duration: 60, fromPrice: false }],
    },
  ]);
  renderApp(
    <BookingForm
      initialValues={VALUES}
      timeZone="Europe/Oslo"
      submitLabel="Save booking"
      pending={false}
      onCancel={() => {}}
      onSubmit={() => {}}
    />,
    { queryClient },
  );
}

beforeEach(() => {
  // Only the clock: "now" is the Monday morning, so the Tuesday's times are all ahead.
  vi.useFakeTimers({ toFake: ['Date'], now: KEPT_AT });
  setToken('token');
});

afterEach(async () => {
  vi.useRealTimers();
  await forgetKeptAhead();
  setToken(null);
});

describe('Free times offline', () => {
  it('are computed on the device from the kept day, with when it was kept', async () => {
    await refreshKeptAhead({ userId: 7, today: TODAY, now: () => KEPT_AT });
    server.use(http.get(apiPaths.appointmentRange, () => HttpResponse.error()));
    renderOfflineForm();
    const times = await screen.findByRole('group', { name: 'Free times' });
    // 10:00 is Ada's booking and Ben's time off; the others are Ada's.
    expect(
      within(times)
        .getAllByRole('radio')
        .map((chip) => chip.getAttribute('value')),
    ).toEqual(['09:00', '11:00', '12:00']);
    expect(screen.getByText('As of 10:00 AM: may have been taken since')).toBeInTheDocument();
  });

  it('count a booking made offline, still waiting in the outbox, as taken', async () => {
    await refreshKeptAhead({ userId: 7, today: TODAY, now: () => KEPT_AT });
    server.use(http.get(apiPaths.appointmentRange, () => HttpResponse.error()));
    const preview = previewRow({
      id: -5,
      client: { id: 3, firstName: 'Ola', lastName: 'Nordmann' },
      items: [{ id: CUT, name: 'Cut', price: 45, duration: 60 }],
      date: DATE,
      time: '12:00',
      timeZone: 'Europe/Oslo',
      memberId: 1,
    });
    renderOfflineForm([
      {
        id: 1,
        userId: 7,
        key: 'pending-booking',
        kind: createAppointmentKind.kind,
        method: 'POST',
        path: apiPaths.createAppointment,
        body: jsonBody({ client: { id: 3 }, serviceIds: [CUT], date: DATE, time: '12:00' }),
        label: 'Book Ola Nordmann',
        createdAt: KEPT_AT,
        attempts: 0,
        state: 'queued',
        nextAttemptAt: 0,
        errors: [],
        creates: { tempId: -5, idField: 'id' },
        preview,
      },
    ]);
    const times = await screen.findByRole('group', { name: 'Free times' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((chip) => chip.getAttribute('value')),
    ).toEqual(['09:00', '11:00']);
  });

  it('with nothing kept, say free times need a connection', async () => {
    server.use(http.get(apiPaths.appointmentRange, () => HttpResponse.error()));
    renderOfflineForm();
    expect(await screen.findByText('Free times need a connection')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Free times' })).not.toBeInTheDocument();
    expect(screen.queryByText(/may have been taken since/)).not.toBeInTheDocument();
  });
});
