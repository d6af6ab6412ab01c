// Appointments as the back office reads them (docs/decisions.md, Data).
import { z } from 'zod';
import {
  idSchema,
  isEmailAddress,
  isPlainText,
  plainTextMessage,
  requiredLine,
  timeOfDaySchema,
} from './common.js';
import { FIRST_DATE, LAST_DATE } from './booking-time.js';

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
};

/** What only one appointment's answer (GET /api/appointments/{id} and the writes) carries. */
const detailFields = {
  source: appointmentSourceSchema,
  notes: z.string(),
  /** '' when none, like notes: the answers carry no nulls. */
  cancelReason: z.string(),
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

/** How many rows the dashboard's UPCOMING APPOINTMENTS panel shows. */
export const LATEST_APPOINTMENTS_LIMIT = 10;

/** The largest page GET all_upcoming and all_past answer, and the one they answer by default. */
export const APPOINTMENT_PAGE_MAX = 200;
export const APPOINTMENT_PAGE_DEFAULT = 50;
/**
 * By start, client name (first, then last, ignoring case), booking id, total or payment status
 * (paid, refunded, unpaid): the table's columns.
 */
export const APPOINTMENT_SORTS = ['start', 'client', 'id', 'total', 'payment'] as const;
export type AppointmentSort = (typeof APPOINTMENT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * GET /api/appointments/all_upcoming and all_past. Without any of these, every appointment, as
 * the spec says (for small businesses and integrations). With any of them, one page: `limit`
 * rows (1 to 200, 50 by default) after `offset`, in `sort` order (start by default) and `dir`
 * (the list's own order by default: upcoming asc, past desc; ties by start, then id, the same
 * way), of the appointments whose client's first or last name starts with `q` (ignoring case)
 * or whose booking id is `q` ("BID12" or "12"); the X-Total-Count header (TOTAL_COUNT_HEADER
 * in api-paths.ts) counts every match.
 */
export const appointmentListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(APPOINTMENT_PAGE_MAX, `limit must be at most ${APPOINTMENT_PAGE_MAX}`)
    .optional(),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must not be negative')
    .max(1_000_000, 'offset must be at most 1000000')
    .optional(),
  sort: z
    .enum(APPOINTMENT_SORTS, { error: `sort must be one of ${APPOINTMENT_SORTS.join(', ')}` })
    .optional(),
  dir: z.enum(SORT_DIRECTIONS, { error: 'dir must be asc or desc' }).optional(),
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(100, 'q must be at most 100 characters')
    .optional(),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;
/**
 * One page as the app asks for it, every parameter given: the Completed tab's request and its
 * query key. `q` is a client's name or a booking id; '' for every booking.
 */
export type AppointmentPageQuery = Required<AppointmentListQuery>;

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "YYYY-MM-DD", a real calendar date of the years FIRST_DATE to LAST_DATE: every handler that
 * takes a date or a range takes it through this (docs/decisions.md, Dates).
 */
export const localDateSchema = z
  .string({ error: 'Date is required' })
  .regex(DATE_TEXT, 'Date must be YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Date is not a calendar date')
  // Text compares like the date once the pattern holds; a malformed value has its message above.
  .refine(
    (value) => !DATE_TEXT.test(value) || (value >= FIRST_DATE && value <= LAST_DATE),
    `Date must be from ${FIRST_DATE} to ${LAST_DATE}`,
  );

/** The widest span GET /api/appointments/range answers, so one call stays small. */
export const MAX_RANGE_DAYS = 62;

export const appointmentRangeQuerySchema = z.object({ from: localDateSchema, to: localDateSchema });

/**
 * The most bookings one month cell may ask for (the calendar lists 2; docs/decisions.md,
 * Appointments and clients).
 */
export const MONTH_CELL_MAX = 10;

/**
 * GET /api/appointments/month: the range's bookings, at most `perDay` a day (the first by start),
 * and how many each day has in all, so a month cell lists a few and says "+ N more" without
 * the server sending every booking of six weeks (docs/decisions.md, Lists at scale).
 */
export const appointmentMonthQuerySchema = appointmentRangeQuerySchema.extend({
  perDay: z.coerce
    .number({ error: 'perDay must be a number' })
    .int('perDay must be a whole number')
    .min(1, 'perDay must be at least 1')
    .max(MONTH_CELL_MAX, `perDay must be at most ${MONTH_CELL_MAX}`),
});

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

/** A client's names and phone are one line (docs/decisions.md, Pages and mails). */
const nameText = (label: string) => requiredLine(label, 100);

/** Spaces only, not `\s`: a tab or line break in a phone forges lines in the owner's mail. */
export const clientPhoneSchema = z
  .string()
  .trim()
  .max(40, 'Phone must be at most 40 characters')
  .regex(/^[0-9+()\-. ]*$/, 'Phone may hold only digits, spaces and + ( ) - .');
/** '' or one address (contract/common.ts, isEmailAddress). */
export const clientEmailSchema = z
  .string()
  .trim()
  .max(200, 'E-mail must be at most 200 characters')
  .refine((value) => value === '' || isEmailAddress(value), {
    message: 'E-mail is not a valid address',
  });

export const newClientFieldsSchema = z.object({
  firstName: nameText('First name'),
  lastName: nameText('Last name'),
  phone: clientPhoneSchema.optional(),
  email: clientEmailSchema.optional(),
});

const notesSchema = z
  .string()
  .max(2000, 'Notes must be at most 2000 characters')
  .refine(isPlainText, plainTextMessage('Notes'));
const versionSchema = z.number({ error: 'version must be a number' }).int().positive();
/**
 * Who performs a booking: a team member's id, or null (or absent) for "Anyone available", which
 * the server assigns by the rule of docs/decisions.md (Team).
 */
const memberChoiceSchema = idSchema.nullable().optional();
const serviceIdsSchema = z
  .array(idSchema, { error: 'Choose at least one service' })
  .min(1, 'Choose at least one service')
  .max(20, 'At most 20 services in one booking');

/** POST /api/appointments. `force` books even over another booking or outside opening hours. */
export const appointmentCreateBodySchema = z.object({
  client: z.union([z.object({ id: idSchema }).strict(), newClientFieldsSchema], {
    error: 'client must be { id } or { firstName, lastName, phone?, email? }',
  }),
  serviceIds: serviceIdsSchema,
  date: localDateSchema,
  /** 24-hour local time. */
  time: timeOfDaySchema,
  notes: notesSchema.optional(),
  force: z.boolean().optional(),
  /** null or absent: "Anyone available". */
  memberId: memberChoiceSchema,
});
export type AppointmentCreateBody = z.infer<typeof appointmentCreateBodySchema>;

/**
 * PUT /api/appointments/{id}: reschedule, change the services or the member; `version` as last
 * seen. `memberId` absent keeps the booking's member (an edit queued before the team existed);
 * null asks for "Anyone available".
 */
export const appointmentUpdateBodySchema = z.object({
  date: localDateSchema,
  time: timeOfDaySchema,
  serviceIds: serviceIdsSchema,
  notes: notesSchema.optional(),
  force: z.boolean().optional(),
  version: versionSchema,
  memberId: memberChoiceSchema,
});
export type AppointmentUpdateBody = z.infer<typeof appointmentUpdateBodySchema>;

export const appointmentCancelBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(500, 'Reason must be at most 500 characters')
      .refine(isPlainText, plainTextMessage('Reason'))
      .optional(),
    version: versionSchema.optional(),
  })
  // No body at all is the same as {}: one click sends nothing.
  .nullish();
export const appointmentNoShowBodySchema = z
  .object({ version: versionSchema.optional() })
  .nullish();
export const appointmentPaymentBodySchema = z.object({
  payment_status: paymentStatusSchema,
  version: versionSchema.optional(),
});

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
  errors: z.array(z.object({ msg: z.string() })).min(1),
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
