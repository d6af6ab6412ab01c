// The owner's side of the booking portal's rules (docs/decisions.md, Availability
// settings (owner)): whether clients may book online, how many at the same time, the notice and
// how far ahead, breaks per weekday, closed dates and the special hours of single dates. The
// portal and the slot engine (contract/availability/slot-engine.ts) read what these calls write.
import { z } from 'zod';
import { localDateSchema } from './appointments.js';
import { DEFAULT_HORIZON_DAYS, DEFAULT_MIN_NOTICE_MINUTES } from './availability/slot-engine.js';
import { WEEKDAY_NAMES } from './booking-time.js';
import { addSplitDayIssues } from './business-settings.js';
import { isPlainText, plainTextMessage, timeOfDaySchema } from './common.js';

/** What a business without a settings row has (migration 004's column defaults). */
export const DEFAULT_AVAILABILITY_RULES = {
  capacity: 1,
  minNoticeMinutes: DEFAULT_MIN_NOTICE_MINUTES,
  horizonDays: DEFAULT_HORIZON_DAYS,
  onlineBooking: true,
} as const;

/** The bounds of the scalar settings, shown by the form as they are checked here. */
export const AVAILABILITY_LIMITS = {
  capacity: { min: 1, max: 50 },
  /** A week. */
  minNoticeMinutes: { min: 0, max: 7 * 24 * 60 },
  /** A year. */
  horizonDays: { min: 1, max: 365 },
} as const;

export const CLOSURE_NOTE_MAX = 200;

/** A whole number within `limits`; `label` names the setting in every message. */
function boundedWhole(label: string, limits: { min: number; max: number }, unit = '') {
  const range = `${limits.min} to ${limits.max}${unit}`;
  return z
    .number({ error: `${label} must be a number from ${range}` })
    .int(`${label} must be a whole number`)
    .min(limits.min, `${label} must be from ${range}`)
    .max(limits.max, `${label} must be from ${range}`);
}

/** PUT /api/business-settings/availability: all four settings, each within its bounds. */
export const availabilityRulesSchema = z.object({
  capacity: boundedWhole('Clients at the same time', AVAILABILITY_LIMITS.capacity),
  minNoticeMinutes: boundedWhole(
    'Minimum notice',
    AVAILABILITY_LIMITS.minNoticeMinutes,
    ' minutes',
  ),
  horizonDays: boundedWhole(
    'How far ahead clients may book',
    AVAILABILITY_LIMITS.horizonDays,
    ' days',
  ),
  onlineBooking: z.boolean({ error: 'onlineBooking must be true or false' }),
});
export type AvailabilityRules = z.infer<typeof availabilityRulesSchema>;
export type AvailabilityRulesBody = z.input<typeof availabilityRulesSchema>;

export const dayOfWeekSchema = z
  .number({ error: 'Weekday must be a number from 1 (Monday) to 7 (Sunday)' })
  .int('Weekday must be a whole number')
  .min(1, 'Weekday must be from 1 (Monday) to 7 (Sunday)')
  .max(7, 'Weekday must be from 1 (Monday) to 7 (Sunday)');

/** POST /api/business-settings/breaks: a weekday's break, e.g. lunch 12:00 to 12:30. */
export const breakBodySchema = z
  .object({ dayOfWeek: dayOfWeekSchema, startTime: timeOfDaySchema, endTime: timeOfDaySchema })
  .refine((body) => body.startTime < body.endTime, {
    message: 'The break must end after it starts',
    path: ['endTime'],
  });
export type BreakBody = z.input<typeof breakBodySchema>;

export const businessBreakSchema = z.object({
  id: z.number(),
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: z.number(),
  /** 'HH:mm'; the end is exclusive. */
  startTime: z.string(),
  endTime: z.string(),
});
export type BusinessBreak = z.infer<typeof businessBreakSchema>;

/** POST /api/business-settings/closures: closed dates, both inclusive; one day is from = to. */
export const closureBodySchema = z
  .object({
    fromDate: localDateSchema,
    toDate: localDateSchema,
    note: z
      .string({ error: 'The note must be text' })
      .trim()
      .max(CLOSURE_NOTE_MAX, `The note must be at most ${CLOSURE_NOTE_MAX} characters`)
      .refine(isPlainText, plainTextMessage('The note'))
      .default(''),
  })
  .refine((body) => body.fromDate <= body.toDate, {
    message: 'The last closed date must not be before the first',
    path: ['toDate'],
  });
export type ClosureBody = z.input<typeof closureBodySchema>;

export const businessClosureSchema = z.object({
  id: z.number(),
  /** Local 'YYYY-MM-DD', both inclusive. */
  fromDate: z.string(),
  toDate: z.string(),
  note: z.string(),
});
export type BusinessClosure = z.infer<typeof businessClosureSchema>;

/**
 * POST /api/business-settings/special-hours: one date's own hours, replacing its weekday's. An
 * open date needs its opening before its closing; a closed one keeps no times. A second call for
 * the same date replaces the first (docs/decisions.md, Availability settings (owner)). An open
 * date may have a second range after a gap, as a weekday may (docs/decisions.md, Split days).
 */
export const specialHoursBodySchema = z
  .object({
    date: localDateSchema,
    open: z.boolean({ error: 'open must be true or false' }),
    openingTime: timeOfDaySchema.nullable().optional(),
    closingTime: timeOfDaySchema.nullable().optional(),
    secondOpeningTime: timeOfDaySchema.nullable().optional(),
    secondClosingTime: timeOfDaySchema.nullable().optional(),
  })
  .superRefine((body, context) => {
    if (!body.open) return;
    addSplitDayIssues(body, context);
    if (!body.openingTime) {
      context.addIssue({
        code: 'custom',
        message: 'An open day must have an opening time',
        path: ['openingTime'],
      });
    }
    if (!body.closingTime) {
      context.addIssue({
        code: 'custom',
        message: 'An open day must have a closing time',
        path: ['closingTime'],
      });
    }
    if (body.openingTime && body.closingTime && body.openingTime >= body.closingTime) {
      context.addIssue({
        code: 'custom',
        message: 'Closing time must be after opening time',
        path: ['closingTime'],
      });
    }
  });
export type SpecialHoursBody = z.input<typeof specialHoursBodySchema>;

export const specialHoursSchema = z.object({
  id: z.number(),
  date: z.string(),
  open: z.boolean(),
  /** 'HH:mm', null on a closed date. */
  openingTime: z.string().nullable(),
  closingTime: z.string().nullable(),
  /** A split date's second range, null without one (absent in answers kept from before). */
  secondOpeningTime: z.string().nullable().default(null),
  secondClosingTime: z.string().nullable().default(null),
});
export type SpecialHours = z.infer<typeof specialHoursSchema>;

/** GET /api/business-settings/availability: the defaults where the business set nothing. */
export const availabilitySettingsSchema = z.object({
  capacity: z.number(),
  minNoticeMinutes: z.number(),
  horizonDays: z.number(),
  onlineBooking: z.boolean(),
  /** The booking page is /book/{slug}; null for a business that has no address yet. */
  slug: z.string().nullable(),
  /** By weekday, then start. */
  breaks: z.array(businessBreakSchema),
  /** By first date. */
  closures: z.array(businessClosureSchema),
  /** By date. */
  specialHours: z.array(specialHoursSchema),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

export const availabilityRulesUpdateResponseSchema = z.object({
  msg: z.string(),
  rules: availabilitySettingsSchema.pick({
    capacity: true,
    minNoticeMinutes: true,
    horizonDays: true,
    onlineBooking: true,
  }),
});
export const breakCreatedResponseSchema = z.object({ msg: z.string(), break: businessBreakSchema });
export const closureCreatedResponseSchema = z.object({
  msg: z.string(),
  closure: businessClosureSchema,
});
export const specialHoursSavedResponseSchema = z.object({
  msg: z.string(),
  specialHours: specialHoursSchema,
});

export const AVAILABILITY_UPDATED_MESSAGE = 'Online booking settings saved';
export const BREAK_ADDED_MESSAGE = 'Break added';
/** A break refused because its weekday has one that overlaps it (409). */
export const breakOverlapMessage = (existing: Omit<BusinessBreak, 'id'>) =>
  `${WEEKDAY_NAMES[existing.dayOfWeek - 1] ?? 'That day'} already has a break from ` +
  `${existing.startTime} to ${existing.endTime} that overlaps this one`;
/** `errors[].code` of the refusal above (docs/decisions.md, API). */
export const BREAK_OVERLAP_CODE = 'break_overlap';
export const BREAK_REMOVED_MESSAGE = 'Break removed';
export const CLOSURE_ADDED_MESSAGE = 'Closed dates added';
export const CLOSURE_REMOVED_MESSAGE = 'Closed dates removed';
export const SPECIAL_HOURS_SAVED_MESSAGE = 'Special hours saved';
export const SPECIAL_HOURS_REMOVED_MESSAGE = 'Special hours removed';
