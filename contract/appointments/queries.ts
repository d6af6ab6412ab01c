// What a read of the diary asks: the pages of the upcoming and completed lists, a range, a month,
// and the date every request names (docs/decisions.md, Lists at scale and Dates). Re-exported by
// contract/appointments.ts, the path everyone imports.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { FIRST_DATE, LAST_DATE } from '../booking-time.js';

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

/** What `hide` may list: the stored statuses a booking that did not happen has. */
export const HIDEABLE_STATUSES = ['cancelled', 'no_show'] as const;
export type HideableStatus = (typeof HIDEABLE_STATUSES)[number];
const HIDDEN_STATUSES = /^(cancelled|no_show)(,(cancelled|no_show))?$/;
/** The statuses a `hide` text names, each once. */
export const hiddenStatuses = (hide: string | undefined): HideableStatus[] =>
  HIDEABLE_STATUSES.filter((status) => hide?.split(',').includes(status));

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
  /**
   * Statuses left out of the page and its count, comma-separated: "cancelled,no_show" is the
   * Completed tab's "Hide cancelled and no-shows" (docs/decisions.md, Lists at scale).
   */
  hide: z
    .string({ error: 'hide must be text' })
    .regex(HIDDEN_STATUSES, 'hide must list cancelled or no_show')
    .optional(),
  /**
   * One team member's bookings only, in the page and its count; another business's member, or
   * an unknown one, matches none, as the month's `memberId` (docs/decisions.md, Lists at scale).
   */
  memberId: idSchema.optional(),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;
/**
 * One page as the app asks for it, every parameter given but `hide` and `memberId`: a tab's
 * request and its query key. `q` is a client's name or a booking id; '' for every booking.
 */
export type AppointmentPageQuery = Required<Omit<AppointmentListQuery, 'hide' | 'memberId'>> &
  Pick<AppointmentListQuery, 'hide' | 'memberId'>;

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
 * the server sending every booking of six weeks (docs/decisions.md, Lists at scale). With
 * `memberId`, both count only that member's bookings (another business's member matches none).
 */
export const appointmentMonthQuerySchema = appointmentRangeQuerySchema.extend({
  memberId: idSchema.optional(),
  perDay: z.coerce
    .number({ error: 'perDay must be a number' })
    .int('perDay must be a whole number')
    .min(1, 'perDay must be at least 1')
    .max(MONTH_CELL_MAX, `perDay must be at most ${MONTH_CELL_MAX}`),
});
