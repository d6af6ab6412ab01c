// Query keys of the clients' reads, so every list can be refreshed under one prefix and a pending
// change can be laid over each answer it alters; and the outbox target the "Pending" marks name.
// The Clients screens edit them and the booking editor searches them, so both read one cached copy
// (docs/architecture.md, Layout and import rules).
import { idTarget } from '@/lib/offline/outbox-targets';

export const clientKeys = {
  all: ['clients'] as const,
  /** A page of the Clients list or the booking editor's picker, for one search text. */
  search: (q: string, offset = 0) => [...clientKeys.all, 'search', q, offset] as const,
  /** Every cached page of the search, whatever its text and offset. */
  searches: () => [...clientKeys.all, 'search'] as const,
  detail: (id: number) => [...clientKeys.all, 'detail', id] as const,
  /** Every cached client page, whatever its id. */
  details: () => [...clientKeys.all, 'detail'] as const,
  /** The client page's possible duplicates (docs/decisions.md, Appointments and clients). */
  duplicates: (id: number) => [...clientKeys.all, 'duplicates', id] as const,
};

/** What a pending change to a client alters, as the screens' "Pending" marks name it. */
export const clientTarget = idTarget('client');

/**
 * The kind of change that adds a client: the offline search lists the clients such changes add
 * before the server has them (kept-clients-search.ts).
 */
export const CREATE_CLIENT_KIND = 'clients.create';
