// Appointments as the back office reads them (spec sections 3 and 7; decisions.md, Data).
import { z } from 'zod';

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

/** What the server sends: `book_items` always as an array (a response schema cannot transform). */
export const appointmentResponseSchema = z.object({
  ...appointmentFields,
  book_items: z.array(bookItemSchema),
});
export const appointmentListResponseSchema = z.array(appointmentResponseSchema);

/** What the app accepts: also `book_items` as JSON text or double-encoded JSON text. */
export const appointmentSchema = z.object({ ...appointmentFields, book_items: bookItemsSchema });
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentListSchema = z.array(appointmentSchema);

export const appointmentCountSchema = z.object({ cnt: z.number() });
export type AppointmentCount = z.infer<typeof appointmentCountSchema>;

/** How many rows the dashboard's UPCOMING APPOINTMENTS panel shows. */
export const LATEST_APPOINTMENTS_LIMIT = 10;
