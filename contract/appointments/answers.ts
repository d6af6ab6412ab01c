// A booking as the server answers it and the app accepts it: the list row, the month, the one
// booking's detail, and the 409 a write is refused with (docs/decisions.md, Data). Re-exported by
// contract/appointments.ts, the path everyone imports.
import { z } from 'zod';
import { errorItemSchema } from '../common.js';
import { paymentSchema } from '../checkout.js';

export const PAYMENT_STATUSES = ['paid', 'unpaid', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const bookItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Dollars with cents. */
  price: z.number(),
  /** Minutes. */
  duration: z.number(),
});
export type BookItem = z.infer<typeof bookItemSchema>;

/**
 * `book_items` is an array from our server, but data imported from older systems holds it as JSON
 * text, sometimes encoded twice (spec 3). Decode up to two layers of text before validating.
 */
export function decodeBookItems(value: unknown): unknown {
  let current = value;
  for (let layer = 0; layer < 2 && typeof current === 'string'; layer += 1) {
    try {
      current = JSON.parse(current) as unknown;
    } catch {
      return current;
    }
  }
  return current;
}

export const bookItemsSchema = z.preprocess(decodeBookItems, z.array(bookItemSchema));

const appointmentFields = {
  id: z.number(),
  /** "YYYY-MM-DD" in the business's time zone. */
  book_date: z.string(),
  /** 12-hour text such as "09:00 AM". */
  book_time: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Dollars with cents. */
  amount: z.number(),
  payment_status: paymentStatusSchema,
};

export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'no_show', 'completed'] as const;
/** completed = booked and started before now: it is derived when read, never stored. */
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;
export const appointmentSourceSchema = z.enum(['owner', 'online']);

/**
 * The diary's fields every list carries, added to the spec's answer without changing
 * its fields. Only what the table, the calendar and an edit need: each field is paid for on every
 * row of every list (bench/README.md, Diary); the rest is in the detail below.
 */
const diaryFields = {
  status: appointmentStatusSchema,
  clientId: z.number(),
  /** ISO instant ('YYYY-MM-DDTHH:mm:ss.sssZ'). */
  start: z.string(),
  /** ISO instant: start plus the items' durations. */
  end: z.string(),
  /** 1 when booked, +1 on every change; send it back with an edit. */
  version: z.number(),
  /**
   * The team member who performs it (docs/decisions.md, Team). The server always sends it;
   * optional because lists the app kept from before the team lack it.
   */
  memberId: z.number().optional(),
  /**
   * Who made it: the owner or the client on the booking page; the calendar marks online ones.
   * Optional because lists the app kept from before it lack it.
   */
  source: appointmentSourceSchema.optional(),
};

/** What only one appointment's answer (GET /api/appointments/{id} and the writes) carries. */
const detailFields = {
  source: appointmentSourceSchema,
  notes: z.string(),
  /**
   * The client's own note from the booking page, '' for none (docs/decisions.md, Address and
   * booking page). The server always sends it; details kept on a device from before have none.
   */
  clientNote: z.string().optional(),
  /** '' when none, like notes: the answers carry no nulls. */
  cancelReason: z.string(),
  /**
   * The checkout's record, oldest first (docs/decisions.md, Checkout); the server always sends
   * it, older answers kept on a device have none.
   */
  payments: z.array(paymentSchema).optional(),
  /** What the payments took in (tips included) less the refunds, in major units. */
  takings: z.number().optional(),
};

/** What the server sends: `book_items` always as an array (a response schema cannot transform). */
export const appointmentResponseSchema = z.object({
  ...appointmentFields,
  ...diaryFields,
  book_items: z.array(bookItemSchema),
});
export const appointmentListResponseSchema = z.array(appointmentResponseSchema);

/**
 * What the app accepts: also `book_items` as JSON text or double-encoded JSON text, and the
 * diary's fields optional, since data imported from older systems has none of them.
 */
export const appointmentSchema = z.object({
  ...appointmentFields,
  ...z.object(diaryFields).partial().shape,
  book_items: bookItemsSchema,
});
export type Appointment = z.infer<typeof appointmentSchema>;
export type AppointmentResponse = z.infer<typeof appointmentResponseSchema>;

export const appointmentListSchema = z.array(appointmentSchema);

/** Days without bookings are absent from dayTotals. */
export const appointmentMonthResponseSchema = z.object({
  bookings: appointmentListResponseSchema,
  dayTotals: z.record(z.string(), z.number()),
});
export const appointmentMonthSchema = z.object({
  bookings: appointmentListSchema,
  dayTotals: z.record(z.string(), z.number()),
});
export type AppointmentMonth = z.infer<typeof appointmentMonthSchema>;

export const appointmentCountSchema = z.object({ cnt: z.number() });
export type AppointmentCount = z.infer<typeof appointmentCountSchema>;

export const appointmentClientSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const appointmentDetailSchema = appointmentResponseSchema.extend({
  ...detailFields,
  client: appointmentClientSchema,
});
export type AppointmentDetail = z.infer<typeof appointmentDetailSchema>;

/**
 * overlap: the member is fully booked then; outside_hours: the business is closed then;
 * member_services: the member does not perform every service; member_away: outside the member's
 * own hours or breaks, or on their time off; changed: edited elsewhere since. All but `changed`
 * are the owner's to override with force (docs/decisions.md, Team).
 */
export const CONFLICT_REASONS = [
  'overlap',
  'outside_hours',
  'changed',
  'member_services',
  'member_away',
] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

/** The booking a new or moved one would overlap. */
export const conflictingAppointmentSchema = z.object({
  id: z.number(),
  book_date: z.string(),
  book_time: z.string(),
  start: z.string(),
  end: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Always sent; optional as in the diary's fields. */
  memberId: z.number().optional(),
});

/**
 * A 409 of the diary: `errors` says why for a person; `conflict` lets the app offer "Book anyway"
 * (every reason but changed: send again with force) or show what changed (`current`). A refusal
 * no retry can fix (cancelling a cancelled booking) has no `conflict`.
 */
export const appointmentConflictSchema = z.object({
  errors: z.array(errorItemSchema).min(1),
  conflict: z
    .object({
      reason: z.enum(CONFLICT_REASONS),
      /** The member the refusal is about; absent when "Anyone available" found nobody. */
      memberId: z.number().optional(),
      appointment: conflictingAppointmentSchema.optional(),
      current: appointmentDetailSchema.optional(),
    })
    .optional(),
});
export type AppointmentConflict = z.infer<typeof appointmentConflictSchema>;
