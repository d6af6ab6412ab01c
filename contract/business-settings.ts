// Business hours, the service interval and business information (docs/architecture.md, Contract).
import { z } from 'zod';
import {
  currentUserSchema,
  mobileSchema,
  PASSWORD_MAX,
  passwordSchema,
  timeZoneSchema,
} from './auth.js';
import { clockSchema, currencySchema, weekStartSchema } from './business-locale.js';
import {
  BOOKING_CONTACT_RULES,
  CITY_MAX,
  POSTAL_CODE_MAX,
  STREET_ADDRESS_MAX,
} from './business-address.js';
import { idSchema, isSingleLine, singleLineMessage, timeOfDaySchema } from './common.js';

/** A password change whose current password is wrong or missing: shown on that field. */
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is not correct';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required to change it';

export const DEFAULT_OPENING_TIME = '10:00';
export const DEFAULT_CLOSING_TIME = '19:00';

export const weekDaySchema = z.object({
  id: z.number(),
  /** 1 = Monday ... 7 = Sunday; the list is Monday first. */
  dayOfWeek: z.number(),
  weekName: z.string(),
  open: z.boolean(),
  /** "HH:mm", null while the day is closed: the first (or only) opening range. */
  openingTime: z.string().nullable(),
  closingTime: z.string().nullable(),
  /**
   * Not in the spec: a split day's second range, null without one (docs/decisions.md, Split days).
   * Absent in answers a device kept from before split days: read as none.
   */
  secondOpeningTime: z.string().nullable().default(null),
  secondClosingTime: z.string().nullable().default(null),
});
export type WeekDay = z.infer<typeof weekDaySchema>;

/** The spec sends `open` as 1 or 0; booleans are accepted too. */
export const dayOpenBodySchema = z.object({
  id: idSchema,
  open: z.union([z.literal(0), z.literal(1), z.boolean()], { error: 'open must be 1 or 0' }),
});
export type DayOpenBody = z.input<typeof dayOpenBodySchema>;

/** An empty or null time means "cleared": the server stores the default (10:00 / 19:00). */
const clearableTime = z.union([timeOfDaySchema, z.literal(''), z.null()]);

export const openingTimeBodySchema = z.object({ tid: idSchema, openingTime: clearableTime });
export type OpeningTimeBody = z.input<typeof openingTimeBodySchema>;

export const closingTimeBodySchema = z.object({ ctid: idSchema, closingTime: clearableTime });
export type ClosingTimeBody = z.input<typeof closingTimeBodySchema>;

export const SECOND_RANGE_INCOMPLETE_MESSAGE =
  'A second range needs both its opening and its closing time';
export const SECOND_RANGE_ORDER_MESSAGE = 'The second range must close after it opens';
export const SECOND_RANGE_AFTER_FIRST_MESSAGE =
  'The second range must start after the first closes';

/** Each refusal of a split day's second range by its code (`params.code` on the zod issue). */
export type SecondRangeCode =
  'second_range_incomplete' | 'second_range_order' | 'second_range_after_first';

/** The code of a split-day refusal, or undefined for any other issue: decide on it, not on text. */
export function secondRangeCodeOf(issue: {
  code: string;
  params?: Record<string, unknown>;
}): SecondRangeCode | undefined {
  const code = issue.code === 'custom' ? issue.params?.['secondRange'] : undefined;
  return code === 'second_range_incomplete' ||
    code === 'second_range_order' ||
    code === 'second_range_after_first'
    ? code
    : undefined;
}

/** The field names of a day's ranges: the business's days' by default, a member's own differ. */
export interface SplitDayFields {
  secondStart: string;
  secondEnd: string;
}

const BUSINESS_DAY_FIELDS: SplitDayFields = {
  secondStart: 'secondOpeningTime',
  secondEnd: 'secondClosingTime',
};

/**
 * The refusals of a split day's ranges (docs/decisions.md, Split days): each opens before it
 * closes, and the second, when there is one, starts after the first closes; times are 'HH:mm' of
 * one day already. Shared by the weekday's, a date's special hours and a team member's own day
 * (with `fields` naming theirs). 'HH:mm' sorts as the time.
 */
export function addSplitDayIssues(
  day: {
    closingTime?: string | null;
    secondOpeningTime?: string | null;
    secondClosingTime?: string | null;
  },
  context: z.RefinementCtx,
  fields: SplitDayFields = BUSINESS_DAY_FIELDS,
): void {
  const { closingTime, secondOpeningTime: start, secondClosingTime: end } = day;
  if (!start && !end) return;
  if (!start || !end) {
    const path = [start ? fields.secondEnd : fields.secondStart];
    context.addIssue({
      code: 'custom',
      message: SECOND_RANGE_INCOMPLETE_MESSAGE,
      path,
      params: { secondRange: 'second_range_incomplete' },
    });
    return;
  }
  if (start >= end) {
    const path = [fields.secondEnd];
    context.addIssue({
      code: 'custom',
      message: SECOND_RANGE_ORDER_MESSAGE,
      path,
      params: { secondRange: 'second_range_order' },
    });
  }
  if (closingTime && start <= closingTime) {
    const path = [fields.secondStart];
    context.addIssue({
      code: 'custom',
      message: SECOND_RANGE_AFTER_FIRST_MESSAGE,
      path,
      params: { secondRange: 'second_range_after_first' },
    });
  }
}

/**
 * PUT /api/businessHours/ranges (not in the spec): an open weekday's hours in one change, so a
 * split day's two ranges never pass through a state the checks refuse. Without the second pair
 * (or with both null) the day has one range.
 */
export const dayRangesBodySchema = z
  .object({
    id: idSchema,
    openingTime: timeOfDaySchema,
    closingTime: timeOfDaySchema,
    secondOpeningTime: timeOfDaySchema.nullable().optional(),
    secondClosingTime: timeOfDaySchema.nullable().optional(),
  })
  .superRefine((body, context) => {
    if (body.openingTime >= body.closingTime) {
      context.addIssue({
        code: 'custom',
        message: CLOSING_BEFORE_OPENING_MESSAGE,
        path: ['closingTime'],
      });
    }
    addSplitDayIssues(body, context);
  });
export type DayRangesBody = z.input<typeof dayRangesBodySchema>;

export const serviceIntervalSchema = z.object({
  id: z.number(),
  intervalTypeID: z.number(),
  /** Minutes of the chosen interval type. */
  duration: z.number(),
});
export type ServiceInterval = z.infer<typeof serviceIntervalSchema>;

export const serviceIntervalBodySchema = z.object({ id: idSchema, intervalTypeID: idSchema });
export type ServiceIntervalBody = z.input<typeof serviceIntervalBodySchema>;

/**
 * Text fields of the multipart business-information update. Empty names and phone keep the
 * current values (spec 5); a password is sent only in change-password mode.
 */
/** Multipart fields skip the server's JSON body guard, so NUL (a control character) is refused here. */
const nameField = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .refine(isSingleLine, singleLineMessage(label))
    .optional();

/**
 * A part of the address: one line; empty clears it (an address may be taken away), absent keeps
 * it. The postal code's rule per country is the server's (contract/business-address.ts).
 */
const addressField = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSingleLine, singleLineMessage(label))
    .optional();

export const bookingContactSchema = z.enum(BOOKING_CONTACT_RULES, {
  error: 'booking_contact must be either, phone, email or both',
});

/** An empty form field means "keep": read as absent, so the field's own message is kept. */
const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const BOOKING_SLUG_MIN = 3;
export const BOOKING_SLUG_MAX = 60;
/** The portal's page is /book/{slug} (docs/decisions.md, Booking link). */
export const BOOKING_PAGE_PREFIX = '/book/';

/**
 * Names a business may not take: they read as the portal's or the app's own paths
 * (/api/public/bookings/cancel beside /api/public/{slug}). Registration gives a business so named
 * a suffix instead, as on a clash (server/repositories/business-slug.ts).
 */
export const RESERVED_BOOKING_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'assets',
  'book',
  'bookings',
  'login',
  'register',
  'uploads',
]);

export const BOOKING_SLUG_LENGTH_MESSAGE = `The booking link must be ${BOOKING_SLUG_MIN} to ${BOOKING_SLUG_MAX} characters`;
export const BOOKING_SLUG_FORM_MESSAGE =
  'Use lowercase letters, digits and single hyphens, not at the start or end';
export const BOOKING_SLUG_RESERVED_MESSAGE = 'This booking link is reserved: choose another';
export const BOOKING_SLUG_TAKEN_MESSAGE = 'This booking link is already taken';
/** `errors[].code` of the refusal above (docs/decisions.md, API). */
export const BOOKING_SLUG_TAKEN_CODE = 'slug_taken';

/**
 * The booking link an owner chooses: lowercase letters and digits in words joined by single
 * hyphens, 3 to 60 characters, no reserved word. Which business has it is the unique index's to
 * say (409, BOOKING_SLUG_TAKEN_MESSAGE).
 */
export const bookingSlugSchema = z
  .string()
  .min(BOOKING_SLUG_MIN, BOOKING_SLUG_LENGTH_MESSAGE)
  .max(BOOKING_SLUG_MAX, BOOKING_SLUG_LENGTH_MESSAGE)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, BOOKING_SLUG_FORM_MESSAGE)
  .refine((slug) => !RESERVED_BOOKING_SLUGS.has(slug), BOOKING_SLUG_RESERVED_MESSAGE);

/** Every message the booking link can be refused with, so a form can show it on the field. */
export const BOOKING_SLUG_MESSAGES: readonly string[] = [
  BOOKING_SLUG_LENGTH_MESSAGE,
  BOOKING_SLUG_FORM_MESSAGE,
  BOOKING_SLUG_RESERVED_MESSAGE,
  BOOKING_SLUG_TAKEN_MESSAGE,
];

export const businessInfoFieldsSchema = z.object({
  firstname: nameField('First name'),
  lastname: nameField('Last name'),
  /**
   * Not in the spec's form: a new business name, as long as registration allows; absent or empty
   * keeps it. The booking link does not follow it (docs/decisions.md, Business name).
   */
  business_name: z
    .string()
    .trim()
    .max(150, 'Business name must be at most 150 characters')
    .refine(isSingleLine, singleLineMessage('Business name'))
    .optional(),
  mobile: mobileSchema,
  password: z.union([passwordSchema, z.literal('')]).optional(),
  /**
   * Not in the spec's form: the password the owner has now, required with a new `password`
   * (docs/decisions.md, Accounts). Only its length is checked here; the server compares it.
   */
  current_password: z.string().max(PASSWORD_MAX, CURRENT_PASSWORD_WRONG_MESSAGE).optional(),
  timezone: z.union([timeZoneSchema, z.literal('')]).optional(),
  /** A new booking link; absent or empty keeps the current one. */
  slug: z.union([bookingSlugSchema, z.literal('')]).optional(),
  /** The business's locale (docs/decisions.md, Locale); absent or empty keeps the current one. */
  currency: emptyAsAbsent(currencySchema),
  clock: emptyAsAbsent(clockSchema),
  week_start: emptyAsAbsent(weekStartSchema),
  /** The address (docs/decisions.md, Address and booking page): empty clears, absent keeps. */
  street_address: addressField('Street address', STREET_ADDRESS_MAX),
  postal_code: addressField('Postal code', POSTAL_CODE_MAX),
  city: addressField('City', CITY_MAX),
  /** What the booking page asks a client for; absent or empty keeps it. */
  booking_contact: emptyAsAbsent(bookingContactSchema),
});
export type BusinessInfoFields = z.input<typeof businessInfoFieldsSchema>;

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MAX_PIXELS = 40_000_000;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

export const weekDayListSchema = z.array(weekDaySchema);

/** Answer of the three weekday updates: the spec's "Updated" and the day as it now stands. */
export const weekDayUpdateResponseSchema = z.object({ msg: z.string(), day: weekDaySchema });

export const serviceIntervalUpdateResponseSchema = z.object({
  msg: z.string(),
  serviceInterval: serviceIntervalSchema,
});

/** Answer of the business-information update and of the logo removal: the profile as it now stands. */
export const businessProfileUpdateResponseSchema = z.object({
  msg: z.string(),
  user: currentUserSchema,
});
export type BusinessProfileUpdateResponse = z.infer<typeof businessProfileUpdateResponseSchema>;

export const DAY_UPDATED_MESSAGE = 'Updated';
export const SERVICE_INTERVAL_UPDATED_MESSAGE = 'Service interval Updated';
export const BUSINESS_INFO_UPDATED_MESSAGE = 'Business information updated successfully';
export const BRAND_LOGO_REMOVED_MESSAGE = 'Business Brand logo removed successfully';
export const DAY_CLOSED_MESSAGE = 'This day is closed: open it before setting its hours';
export const CLOSING_BEFORE_OPENING_MESSAGE = 'Closing time must be after opening time';
export const LOGO_TOO_LARGE_MESSAGE = `The logo must be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB`;
