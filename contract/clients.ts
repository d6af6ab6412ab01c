// A business's clients: one record per person, found by name, phone or e-mail.
import { z } from 'zod';
import { idSchema } from './common.js';
import {
  appointmentResponseSchema,
  clientEmailSchema,
  clientPhoneSchema,
  newClientFieldsSchema,
} from './appointments.js';
import { isPlainText, plainTextMessage } from './common.js';

export const clientSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** '' when unknown. */
  phone: z.string(),
  /** '' when unknown. */
  email: z.string(),
  notes: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** POST /api/clients and PUT /api/clients/{id}: phone, e-mail and notes may be left out (''). */
export const clientBodySchema = newClientFieldsSchema.extend({
  phone: clientPhoneSchema.optional(),
  email: clientEmailSchema.optional(),
  notes: z
    .string()
    .max(2000, 'Notes must be at most 2000 characters')
    .refine(isPlainText, plainTextMessage('Notes'))
    .optional(),
});
export type ClientFields = z.infer<typeof clientBodySchema>;

export const CLIENT_PAGE_MAX = 100;

/** GET /api/clients: `q` is a prefix of a name (first or last), a phone's digits or an e-mail. */
export const clientListQuerySchema = z.object({
  q: z.string().max(100, 'q must be at most 100 characters').optional().default(''),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CLIENT_PAGE_MAX, `limit must be at most ${CLIENT_PAGE_MAX}`)
    .optional()
    .default(50),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must not be negative')
    .max(1_000_000, 'offset is too large')
    .optional()
    .default(0),
});

export const clientListSchema = z.object({ clients: z.array(clientSchema), total: z.number() });
export type ClientList = z.infer<typeof clientListSchema>;

/**
 * GET /api/clients/all: every client of the business, for the device to search offline with the
 * server's rules (contract/client-search.ts), and the region their national numbers are read in.
 */
export const allClientsSchema = z.object({
  region: z.string().nullable(),
  clients: z.array(clientSchema),
});
export type AllClients = z.infer<typeof allClientsSchema>;

/** GET /api/clients/{id}: the client, their visits and totals. */
export const clientDetailSchema = clientSchema.extend({
  /** Not cancelled, soonest first. */
  upcoming: z.array(appointmentResponseSchema),
  /** Every past appointment, cancelled ones included with their status, latest first. */
  past: z.array(appointmentResponseSchema),
  /** Dollars: paid amounts of appointments not cancelled. */
  totalSpent: z.number(),
  noShows: z.number(),
  /** Completed visits (booked and started before now). */
  visits: z.number(),
  /**
   * ISO instant the client was erased (docs/decisions.md, Client data): names, contact and notes
   * are '' and the app shows "Erased client". Null for every other client.
   */
  erasedAt: z.string().nullable(),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/**
 * GET /api/clients/{id}/duplicates: clients a booking could not tell from this one (the same
 * phone or e-mail under another name), kept apart until the owner merges or dismisses them
 * (docs/decisions.md, Appointments and clients).
 */
export const clientDuplicatesSchema = z.object({ duplicates: z.array(clientSchema) });
export type ClientDuplicates = z.infer<typeof clientDuplicatesSchema>;

/** POST /api/clients/{id}/merge and /not-duplicate: the other client of the pair. */
export const clientPairBodySchema = z.object({ duplicateId: idSchema });
export type ClientPairBody = z.input<typeof clientPairBodySchema>;

export const CLIENTS_MERGED_MESSAGE = 'Clients merged';
export const NOT_DUPLICATE_MESSAGE = 'Marked as not the same person';
export const MERGE_WITH_ITSELF_MESSAGE = 'A client cannot be merged with itself';

/** The kept client, with the other's visits, notes and missing contact details. */
export const clientMergeResponseSchema = z.object({
  msg: z.string(),
  client: clientSchema,
  /** Appointments moved from the merged client. */
  movedVisits: z.number(),
});
export type ClientMergeResponse = z.infer<typeof clientMergeResponseSchema>;
