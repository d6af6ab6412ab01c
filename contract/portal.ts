// The online booking portal: what a client sees and sends at /book/{slug}, without an
// account. Nothing here names another client: the slots are times only.
import { z } from 'zod';
import {
  clientEmailSchema,
  clientPhoneSchema,
  localDateSchema,
  newClientFieldsSchema,
} from './appointments.js';
import { BOOKING_CONTACT_RULES, CLIENT_NOTE_MAX, hasPhone } from './business-address.js';
import {
  errorItemSchema,
  idSchema,
  isPlainText,
  MAX_ID,
  plainTextMessage,
  requiredLine,
  timeOfDaySchema,
} from './common.js';
import { languageSchema } from './i18n/language-schema.js';

/** The widest span of dates one slots query answers. */
export const PORTAL_MAX_RANGE_DAYS = 62;
export const PORTAL_MAX_SERVICES = 20;

export const portalSlugParamsSchema = z.object({
  slug: z.string().max(100, 'Not a booking page'),
});

export const portalServiceSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Fixed, From or Free. */
  priceType: z.string(),
  /** In the business's currency with cents, e.g. 45.5; null when Free. */
  price: z.number().nullable(),
  durationMinutes: z.number(),
  /** The owner's description, '' when none was written: the page shows one that was. */
  description: z.string(),
});
export type PortalService = z.infer<typeof portalServiceSchema>;

export const portalCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The owner's description, '' when none was written: the page shows one that was. */
  description: z.string(),
  services: z.array(portalServiceSchema),
});

/**
 * A team member as the booking page shows them (docs/decisions.md, Team): public, so no phone
 * or e-mail. Active members only, by position.
 */
export const portalMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** One of TEAM_COLORS (contract/team.ts). */
  color: z.string(),
  /** The services they perform that the page offers, ascending. */
  serviceIds: z.array(z.number()),
});
export type PortalMember = z.infer<typeof portalMemberSchema>;

/**
 * A weekday's opening hours on the booking page, Monday first: its breaks inside them
 * (docs/decisions.md, Address and booking page). Closed days have no times.
 */
export const portalWeekdayHoursSchema = z.object({
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: z.number(),
  open: z.boolean(),
  /** "HH:mm", null on a closed day. */
  openingTime: z.string().nullable(),
  closingTime: z.string().nullable(),
  /** A split day's second range (docs/decisions.md, Split days), null without one. */
  secondOpeningTime: z.string().nullable().default(null),
  secondClosingTime: z.string().nullable().default(null),
  breaks: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type PortalWeekdayHours = z.infer<typeof portalWeekdayHoursSchema>;

/** GET /api/public/{slug}. */
export const portalProfileSchema = z.object({
  slug: z.string(),
  businessName: z.string(),
  phone: z.string(),
  /** File name under /uploads/, or null. */
  logo: z.string().nullable(),
  timeZone: z.string(),
  /** ISO 4217, when the business has set one (not stored yet: always null). */
  currency: z.string().nullable(),
  categories: z.array(portalCategorySchema),
  /** Who can be asked for; "No preference" is not among them. */
  members: z.array(portalMemberSchema),
  /**
   * The page's language when the visitor's browser asks for none of ours (docs/decisions.md,
   * Languages). Optional: a page written before it has none and reads as English.
   */
  language: languageSchema.optional(),
  /** The business's address, null when it gave none (docs/decisions.md, Address and booking page). */
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }).nullable(),
  /** The usual week's opening hours, Monday first. */
  weekHours: z.array(portalWeekdayHoursSchema),
  /** What a client must give: a phone or an e-mail, a phone, an e-mail, or both. */
  contactRule: z.enum(BOOKING_CONTACT_RULES),
});
export type PortalProfile = z.infer<typeof portalProfileSchema>;

/** Service ids as the query string carries them: "1,2,3". */
export const serviceListSchema = z
  .string({ error: 'services is required' })
  .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, 'services must be 1 to 20 service ids separated by commas')
  // Ids are 32-bit columns: PostgreSQL refuses a larger parameter instead of finding nothing.
  .refine(
    (list) => list.split(',').every((id) => Number(id) <= MAX_ID),
    'services must be ids of services on offer',
  );

/** A chosen team member's id: absent for "No preference". */
const memberChoiceSchema = idSchema.optional();

/** GET /api/public/{slug}/slots?from=&to=&services=1,2[&member=3]. */
export const portalSlotsQuerySchema = z.object({
  from: localDateSchema,
  to: localDateSchema,
  services: serviceListSchema,
  /** Only this member's free times; absent for "No preference". */
  member: memberChoiceSchema,
});
export type PortalSlotsQuery = z.infer<typeof portalSlotsQuerySchema>;

export const portalSlotSchema = z.object({
  /** Local 'HH:mm', the time to book with. */
  time: z.string(),
  /** ISO instants. */
  start: z.string(),
  end: z.string(),
});

export const portalSlotsSchema = z.object({
  timeZone: z.string(),
  durationMinutes: z.number(),
  days: z.array(z.object({ date: z.string(), slots: z.array(portalSlotSchema) })),
});
export type PortalSlots = z.infer<typeof portalSlotsSchema>;

/** POST /api/public/{slug}/bookings. `website` is a trap for robots: people leave it empty. */
export const portalBookingBodySchema = newClientFieldsSchema
  .extend({
    // The booking page asks for both names, as it always has; the owner's walk-in may give a
    // first name only (docs/decisions.md, Appointments and clients).
    lastName: requiredLine('Last name', 100),
    services: z
      .array(idSchema, { error: 'Choose at least one service' })
      .min(1, 'Choose at least one service')
      .max(PORTAL_MAX_SERVICES, `At most ${PORTAL_MAX_SERVICES} services in one booking`),
    date: localDateSchema,
    time: timeOfDaySchema,
    // Which of the two must be given is the business's rule, the server's to check
    // (contactProblem, contract/business-address.ts); a phone given has 5 digits at least.
    phone: clientPhoneSchema
      .refine((value) => value === '' || hasPhone(value), 'Phone is not a valid number')
      .default(''),
    email: clientEmailSchema.default(''),
    /** The client's own words to the business, shown in the booking's details. */
    note: z
      .string()
      .trim()
      .max(CLIENT_NOTE_MAX, `The note must be at most ${CLIENT_NOTE_MAX} characters`)
      .refine(isPlainText, plainTextMessage('The note'))
      .default(''),
    website: z.string().max(500).optional(),
    /** The member asked for; absent for "No preference", given by docs/decisions.md, Team. */
    memberId: memberChoiceSchema,
    /** The language the page was read in: the client's mails follow it. Else the business's. */
    language: languageSchema.optional(),
  })
  .strict();
export type PortalBookingBody = z.input<typeof portalBookingBodySchema>;

export const portalBookingSchema = z.object({
  date: z.string(),
  time: z.string(),
  start: z.string(),
  end: z.string(),
  services: z.array(z.object({ name: z.string(), price: z.number(), durationMinutes: z.number() })),
  total: z.number(),
  /**
   * Who performs it. Absent only when an idempotent replay repeats an answer stored before the
   * team (docs/decisions.md, Team).
   */
  member: z.object({ id: z.number(), name: z.string() }).optional(),
  /** Cancels this booking once (POST /api/public/bookings/cancel); shown once, stored hashed. */
  cancelToken: z.string(),
});
export type PortalBooking = z.infer<typeof portalBookingSchema>;

/** A refused time: the nearest start times still free, at most 3, soonest difference first. */
export const portalConflictSchema = z.object({
  errors: z.array(errorItemSchema).min(1),
  nearest: z.array(z.object({ date: z.string(), time: z.string(), start: z.string() })),
});
export type PortalConflict = z.infer<typeof portalConflictSchema>;

export const portalCancelBodySchema = z.object({
  token: z.string().min(1, 'token is required').max(200, 'Not a cancel link'),
});

export const portalCancelledSchema = z.object({
  msg: z.string(),
  date: z.string(),
  time: z.string(),
});
