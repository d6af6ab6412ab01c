// Clients and client pages shaped like the server's answers (contract/clients.ts), for component
// tests.
import { HttpResponse } from 'msw';
import type { AppointmentResponse } from '@contract/appointments';
import type { Client, ClientDetail } from '@contract/clients';

export function makeClient(overrides: Partial<Client> & { id: number }): Client {
  return {
    firstName: 'Nora',
    lastName: 'Berg',
    phone: '+47 912 34 567',
    email: 'nora.berg@example.com',
    notes: '',
    ...overrides,
  };
}

export function makeVisit(
  overrides: Partial<AppointmentResponse> & { id: number },
): AppointmentResponse {
  return {
    book_date: '2026-11-23',
    book_time: '10:00 AM',
    firstName: 'Nora',
    lastName: 'Berg',
    amount: 45,
    payment_status: 'paid',
    book_items: [{ id: 1, name: 'Haircut', price: 45, duration: 45 }],
    status: 'booked',
    clientId: 12,
    start: '2026-11-23T09:00:00.000Z',
    end: '2026-11-23T09:45:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function makeClientDetail(overrides: Partial<ClientDetail> & { id: number }): ClientDetail {
  return {
    ...makeClient({ id: overrides.id }),
    upcoming: [],
    past: [],
    totalSpent: 0,
    noShows: 0,
    visits: 0,
    erasedAt: null,
    ...overrides,
  };
}

/** The server's error envelope. */
export function errorAnswer(msg: string, status: number) {
  return HttpResponse.json({ errors: [{ msg }] }, { status });
}
