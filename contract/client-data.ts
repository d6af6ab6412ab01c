// A client's own data (docs/decisions.md, Client data): the file the owner downloads for them
// (GET /api/clients/{id}/export) and their erasure (POST /api/clients/{id}/erase).
import { z } from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATES } from './messages.js';

export const CLIENT_ERASED_MESSAGE = 'Client erased';
export const CLIENT_ALREADY_ERASED_MESSAGE = 'This client has already been erased';
/** `errors[].code` of a change refused because the client was erased. */
export const CLIENT_ERASED_CODE = 'client_erased';

const exportedPaymentSchema = z.object({
  kind: z.enum(['payment', 'refund']),
  /** In the business's currency, as the other answers give money (not cents). */
  amount: z.number(),
  method: z.string(),
  discount: z.number(),
  tip: z.number(),
  createdAt: z.string(),
});

const exportedVisitSchema = z.object({
  id: z.number(),
  /** Local date and time (YYYY-MM-DD, HH:mm) in the business's time zone. */
  date: z.string(),
  time: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['booked', 'cancelled', 'no_show']),
  cancelReason: z.string().nullable(),
  source: z.enum(['owner', 'online']),
  notes: z.string(),
  services: z.array(z.object({ name: z.string(), price: z.number(), minutes: z.number() })),
  amount: z.number(),
  paymentStatus: z.string(),
  payments: z.array(exportedPaymentSchema),
});

const exportedMessageSchema = z.object({
  appointmentId: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  /** The address or number it went to; '' once the client was erased. */
  recipient: z.string(),
  state: z.enum(MESSAGE_STATES),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
});

/** GET /api/clients/{id}/export: everything the business holds about one client, as a file. */
export const clientExportSchema = z.object({
  exportedAt: z.string(),
  currency: z.string(),
  client: z.object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string(),
    notes: z.string(),
    createdAt: z.string(),
    erasedAt: z.string().nullable(),
  }),
  visits: z.array(exportedVisitSchema),
  messages: z.array(exportedMessageSchema),
  /** Clients marked as possibly the same person (docs/decisions.md, Appointments and clients). */
  possibleDuplicates: z.array(
    z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  ),
});
export type ClientExport = z.infer<typeof clientExportSchema>;

/** POST /api/clients/{id}/erase. */
export const clientErasedSchema = z.object({ msg: z.string(), erasedAt: z.string() });
export type ClientErased = z.infer<typeof clientErasedSchema>;
