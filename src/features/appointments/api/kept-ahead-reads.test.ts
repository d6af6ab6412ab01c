// The diary's days and the clients kept ahead answer when the server cannot be reached
// (docs/offline.md, Kept ahead): the refresh keeps a week back to four weeks ahead and every
// client; offline, the calendar's range and the client search read them, a day outside says it
// is not kept, and a client added offline is found at once.
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { apiPaths } from '@contract/api-paths';
import { forgetKeptAhead, readAheadState } from '@/lib/offline/ahead-db';
import { NotKeptError } from '@/lib/offline/ahead-reads';
import { refreshKeptAhead } from '@/lib/offline/ahead-refresh';
import { setToken } from '@/lib/session/token-store';
import { makeClient } from '@/entities/clients/testing/client-fixtures';
import { clientsQueryOptions } from '@/entities/clients/api/get-clients';
import { makeAppointment } from '../testing/appointment-fixtures';
import { rangeAppointmentsQueryOptions } from './range-appointments';

const TODAY = '2026-11-27';
const FIXED_NOW = Date.parse('2026-11-27T09:00:00Z');

const bookings = [
  makeAppointment({ id: 1, book_date: '2026-11-28', firstName: 'Sofie' }),
  makeAppointment({ id: 2, book_date: '2026-12-11', firstName: 'Jonas' }),
  makeAppointment({ id: 3, book_date: '2026-12-11', firstName: 'Nora' }),
];
const clients = [
  makeClient({ id: 1, firstName: 'Jonas', lastName: 'Berg', phone: '+47 412 00 000' }),
  makeClient({ id: 2, firstName: 'Sofie', lastName: 'Hansen', phone: '+47 934 56 789' }),
  makeClient({ id: 3, firstName: 'Kari', lastName: 'Sofiesen', email: 'kari@example.com' }),
];

let rangeAsked: string | null = null;
const server = setupMswServer(
  http.get(apiPaths.appointmentRange, ({ request }) => {
    rangeAsked = new URL(request.url).search;
    return HttpResponse.json(bookings);
  }),
  http.get(apiPaths.clientsAll, () => HttpResponse.json({ region: 'NO', clients })),
);

const offline = () =>
  server.use(
    http.get(apiPaths.appointmentRange, () => HttpResponse.error()),
    http.get(apiPaths.clients, () => HttpResponse.error()),
  );

beforeEach(async () => {
  setToken('token');
  await refreshKeptAhead({ userId: 7, today: TODAY, now: () => FIXED_NOW });
});

afterEach(async () => {
  await forgetKeptAhead();
  setToken(null);
});

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

function readRange(from: string, to: string) {
  return queryClient.fetchQuery({ ...rangeAppointmentsQueryOptions(from, to), staleTime: 0 });
}

async function searchNames(q: string) {
  const page = await queryClient.fetchQuery({ ...clientsQueryOptions(q), staleTime: 0 });
  return page.clients.map((client) => `${client.firstName} ${client.lastName}`);
}

describe('the diary kept ahead', () => {
  it('is read in one call, from a week back to four weeks ahead', async () => {
    expect(rangeAsked).toBe('?from=2026-11-20&to=2026-12-25');
    expect(await readAheadState(7)).toMatchObject({
      from: '2026-11-20',
      to: '2026-12-25',
      clients: 3,
      refreshedAt: FIXED_NOW,
    });
    // Another owner's session reads nothing of it.
    expect(await readAheadState(8)).toBeUndefined();
  });

  it('answers tomorrow and two weeks ahead offline', async () => {
    offline();
    expect((await readRange('2026-11-28', '2026-11-28')).map((row) => row.id)).toEqual([1]);
    expect((await readRange('2026-12-07', '2026-12-13')).map((row) => row.id)).toEqual([2, 3]);
    expect(await readRange('2026-11-29', '2026-11-29')).toEqual([]);
  });

  it('says a day outside the window is not kept, with what is', async () => {
    offline();
    const error = await readRange('2027-01-22', '2027-01-22').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotKeptError);
    expect((error as NotKeptError).kept).toMatchObject({ from: '2026-11-20', to: '2026-12-25' });
  });

  it('is forgotten when the session ends', async () => {
    await forgetKeptAhead();
    offline();
    const error = await readRange('2026-11-28', '2026-11-28').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotKeptError);
    expect((error as NotKeptError).kept).toBeUndefined();
  });
});

describe('every client kept ahead', () => {
  it('is searched offline with the server’s rules: names, phone digits in any form, e-mail', async () => {
    offline();
    expect(await searchNames('Sofie')).toEqual(['Kari Sofiesen', 'Sofie Hansen']);
    expect(await searchNames('93456789')).toEqual(['Sofie Hansen']);
    expect(await searchNames('0047 934 56')).toEqual(['Sofie Hansen']);
    expect(await searchNames('kari@ex')).toEqual(['Kari Sofiesen']);
    expect(await searchNames('hansen')).toEqual(['Sofie Hansen']);
    expect(await searchNames('')).toHaveLength(3);
  });

  it('online, the server’s answer is the one shown', async () => {
    server.use(
      http.get(apiPaths.clients, () => HttpResponse.json({ clients: [clients[0]], total: 1 })),
    );
    expect(await searchNames('Sofie')).toEqual(['Jonas Berg']);
  });
});
