// A business's clients (issue 10): one record per person, found by name, phone or e-mail.
import { z } from 'zod';
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
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;
