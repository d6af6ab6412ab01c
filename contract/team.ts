// The team: the people who perform bookings, with the services they do, their hours, breaks and
// time off (docs/decisions.md, Team). A member is not a user: members do not sign in, and every
// call here is the signed-in business's own.
import { z } from 'zod';
import { clientEmailSchema, clientPhoneSchema, localDateSchema } from './appointments.js';
import { dayOfWeekSchema } from './availability-settings.js';
import { addSplitDayIssues } from './business-settings.js';
import {
  errorItemSchema,
  idSchema,
  isPlainText,
  plainTextMessage,
  requiredLine,
  timeOfDaySchema,
} from './common.js';
import { TEAM_SIZE_MAX } from './team-size.js';

export { TEAM_SIZE_MAX };

/**
 * The colours a member may take: Mantine's own palette names, so the calendar paints a member's
 * bookings with the theme's shades in light and dark mode (docs/decisions.md, Team).
 */
export const TEAM_COLORS = [
  'blue',
  'teal',
  'grape',
  'orange',
  'pink',
  'cyan',
  'green',
  'violet',
  'red',
  'indigo',
  'lime',
  'yellow',
  'gray',
  'dark',
] as const;
export type TeamColor = (typeof TEAM_COLORS)[number];
export const teamColorSchema = z.enum(TEAM_COLORS, {
  error: `Colour must be one of ${TEAM_COLORS.join(', ')}`,
});

/** Clients one member serves at the same time, as the business's "clients at the same time". */
export const MEMBER_CAPACITY_LIMITS = { min: 1, max: 50 } as const;
export const DEFAULT_MEMBER_CAPACITY = 1;
export const TEAM_MEMBER_NAME_MAX = 100;
export const TIME_OFF_NOTE_MAX = 200;

/** One weekday of a member's own hours; `startTime`/`endTime` are null while the day is off. */
export const memberHoursDaySchema = z.object({
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: z.number(),
  open: z.boolean(),
  /** 'HH:mm'; the end is exclusive. The first (or only) range of the day. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /**
   * A split day's second range, after a gap, as the business's day may have (docs/decisions.md,
   * Split days); null without one. Absent in answers a device kept from before: read as none.
   */
  secondStartTime: z.string().nullable().default(null),
  secondEndTime: z.string().nullable().default(null),
});
export type MemberHoursDay = z.infer<typeof memberHoursDaySchema>;

export const memberBreakSchema = z.object({
  id: z.number(),
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: z.number(),
  /** 'HH:mm'; the end is exclusive. */
  startTime: z.string(),
  endTime: z.string(),
});
export type MemberBreak = z.infer<typeof memberBreakSchema>;

export const memberTimeOffSchema = z.object({
  id: z.number(),
  /** Local 'YYYY-MM-DD', both inclusive: whole days away. */
  from: z.string(),
  to: z.string(),
  /** '' when none: holiday, course, sick... */
  note: z.string(),
});
export type MemberTimeOff = z.infer<typeof memberTimeOffSchema>;

export const teamMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: teamColorSchema,
  /** '' when none, like a client's. */
  phone: z.string(),
  email: z.string(),
  /** An inactive member keeps their past bookings but gets no new ones. */
  active: z.boolean(),
  /** 0-based order on the Team screen, the calendar's columns and the booking page. */
  position: z.number(),
  /** Clients this member serves at the same time. */
  capacity: z.number(),
  /** The services this member performs, ascending. */
  serviceIds: z.array(z.number()),
  /**
   * null: the member works the business's hours. Otherwise 7 rows, Monday first; the member is
   * bookable only inside both these and the business's hours of the date.
   */
  hours: z.array(memberHoursDaySchema).nullable(),
  /** By weekday, then start. */
  breaks: z.array(memberBreakSchema),
  /** By first date. */
  timeOff: z.array(memberTimeOffSchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/team: every member, inactive ones too, by position. */
export const teamListSchema = z.array(teamMemberSchema);

const memberNameSchema = requiredLine('Name', TEAM_MEMBER_NAME_MAX);
const memberCapacitySchema = z
  .number({
    error: `Clients at the same time must be a number from ${MEMBER_CAPACITY_LIMITS.min} to ${MEMBER_CAPACITY_LIMITS.max}`,
  })
  .int('Clients at the same time must be a whole number')
  .min(MEMBER_CAPACITY_LIMITS.min, `Clients at the same time must be at least 1`)
  .max(
    MEMBER_CAPACITY_LIMITS.max,
    `Clients at the same time must be at most ${MEMBER_CAPACITY_LIMITS.max}`,
  );
const memberServiceIdsSchema = z
  .array(idSchema, { error: 'serviceIds must be a list of service ids' })
  .max(1000, 'At most 1000 services')
  .refine((ids) => new Set(ids).size === ids.length, 'A service is listed twice');

/**
 * POST /api/team. Without `serviceIds` the member performs every service of the catalogue;
 * without `hours` they follow the business's hours.
 */
export const teamMemberCreateBodySchema = z.object({
  name: memberNameSchema,
  color: teamColorSchema,
  phone: clientPhoneSchema.optional(),
  email: clientEmailSchema.optional(),
  capacity: memberCapacitySchema.optional(),
  serviceIds: memberServiceIdsSchema.optional(),
});
export type TeamMemberCreateBody = z.input<typeof teamMemberCreateBodySchema>;

/**
 * PUT /api/team/{id}: the member's card, all of it. `active: false` is refused with 409 while the
 * member has future bookings (teamMemberBusySchema), or when they are the last active member.
 */
export const teamMemberUpdateBodySchema = z.object({
  name: memberNameSchema,
  color: teamColorSchema,
  phone: clientPhoneSchema.optional(),
  email: clientEmailSchema.optional(),
  capacity: memberCapacitySchema,
  active: z.boolean({ error: 'active must be true or false' }),
});
export type TeamMemberUpdateBody = z.input<typeof teamMemberUpdateBodySchema>;

/** PUT /api/team/order: every member of the business, inactive ones too, once, in the new order. */
export const teamOrderBodySchema = z.object({
  memberIds: z
    .array(idSchema, { error: 'memberIds must be a list of team member ids' })
    .min(1, 'List every team member')
    .max(TEAM_SIZE_MAX, `At most ${TEAM_SIZE_MAX} team members`)
    .refine((ids) => new Set(ids).size === ids.length, 'A team member is listed twice'),
});
export type TeamOrderBody = z.input<typeof teamOrderBodySchema>;

/** PUT /api/team/{id}/services: the whole set the member performs (may be empty). */
export const memberServicesBodySchema = z.object({ serviceIds: memberServiceIdsSchema });
export type MemberServicesBody = z.input<typeof memberServicesBodySchema>;

export const memberHoursDayBodySchema = z
  .object({
    dayOfWeek: dayOfWeekSchema,
    open: z.boolean({ error: 'open must be true or false' }),
    startTime: timeOfDaySchema.nullable().optional(),
    endTime: timeOfDaySchema.nullable().optional(),
    /** Both null or absent for a day of one range (docs/decisions.md, Split days). */
    secondStartTime: timeOfDaySchema.nullable().optional(),
    secondEndTime: timeOfDaySchema.nullable().optional(),
  })
  .superRefine((day, context) => {
    if (!day.open) return;
    // The business's split-day rule and messages, on the member's own field names.
    addSplitDayIssues(
      {
        closingTime: day.endTime,
        secondOpeningTime: day.secondStartTime,
        secondClosingTime: day.secondEndTime,
      },
      context,
      { secondStart: 'secondStartTime', secondEnd: 'secondEndTime' },
    );
    if (!day.startTime) {
      context.addIssue({
        code: 'custom',
        message: 'A working day must have a start time',
        path: ['startTime'],
      });
    }
    if (!day.endTime) {
      context.addIssue({
        code: 'custom',
        message: 'A working day must have an end time',
        path: ['endTime'],
      });
    }
    if (day.startTime && day.endTime && day.startTime >= day.endTime) {
      context.addIssue({
        code: 'custom',
        message: 'The end time must be after the start time',
        path: ['endTime'],
      });
    }
  });
export type MemberHoursDayBody = z.input<typeof memberHoursDayBodySchema>;

export const memberBreakBodySchema = z
  .object({ dayOfWeek: dayOfWeekSchema, startTime: timeOfDaySchema, endTime: timeOfDaySchema })
  .refine((body) => body.startTime < body.endTime, {
    message: 'The break must end after it starts',
    path: ['endTime'],
  });
export type MemberBreakBody = z.input<typeof memberBreakBodySchema>;

/**
 * PUT /api/team/{id}/hours: the member's hours and breaks together, replacing both. `hours: null`
 * follows the business's hours; otherwise one row for each weekday 1 to 7.
 */
export const memberHoursBodySchema = z.object({
  hours: z
    .array(memberHoursDayBodySchema, { error: 'hours must be null or 7 weekday rows' })
    .length(7, 'hours must have one row for each weekday')
    .refine(
      (days) => new Set(days.map((day) => day.dayOfWeek)).size === 7,
      'hours must have one row for each weekday',
    )
    .nullable(),
  breaks: z
    .array(memberBreakBodySchema, { error: 'breaks must be a list' })
    .max(50, 'At most 50 breaks'),
});
export type MemberHoursBody = z.input<typeof memberHoursBodySchema>;

/** POST /api/team/{id}/time-off: whole days away, both inclusive; one day is from = to. */
export const memberTimeOffBodySchema = z
  .object({
    from: localDateSchema,
    to: localDateSchema,
    note: z
      .string({ error: 'The note must be text' })
      .trim()
      .max(TIME_OFF_NOTE_MAX, `The note must be at most ${TIME_OFF_NOTE_MAX} characters`)
      .refine(isPlainText, plainTextMessage('The note'))
      .default(''),
  })
  .refine((body) => body.from <= body.to, {
    message: 'The last day away must not be before the first',
    path: ['to'],
  });
export type MemberTimeOffBody = z.input<typeof memberTimeOffBodySchema>;

export const teamMemberParamsSchema = z.object({ id: idSchema });
export const memberTimeOffParamsSchema = z.object({ id: idSchema, timeOffId: idSchema });

/** Every write on one member answers the member as it now is. */
export const teamMemberSavedSchema = z.object({ msg: z.string(), member: teamMemberSchema });
export const teamOrderSavedSchema = z.object({ msg: z.string(), members: teamListSchema });

/** A future booking that keeps a member from being deactivated. */
export const memberBookingSchema = z.object({
  id: z.number(),
  book_date: z.string(),
  book_time: z.string(),
  /** ISO instants. */
  start: z.string(),
  end: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** 409 of PUT /api/team/{id} with active: false while the member has future bookings. */
export const teamMemberBusySchema = z.object({
  errors: z.array(errorItemSchema).min(1),
  /** By start: move them to another member or cancel them, then deactivate. */
  bookings: z.array(memberBookingSchema),
});
export type TeamMemberBusy = z.infer<typeof teamMemberBusySchema>;

export const TEAM_MEMBER_ADDED_MESSAGE = 'Team member added';
export const TEAM_MEMBER_SAVED_MESSAGE = 'Team member saved';
export const TEAM_ORDER_SAVED_MESSAGE = 'Team order saved';
export const MEMBER_SERVICES_SAVED_MESSAGE = 'Services saved';
export const MEMBER_HOURS_SAVED_MESSAGE = 'Working hours saved';
export const TIME_OFF_ADDED_MESSAGE = 'Time off added';
export const TIME_OFF_REMOVED_MESSAGE = 'Time off removed';
export const MEMBER_HAS_FUTURE_BOOKINGS_MESSAGE =
  'This team member has future bookings: move them to another member or cancel them first';
export const LAST_ACTIVE_MEMBER_MESSAGE = 'A business needs at least one active team member';
export const TEAM_ORDER_MISMATCH_MESSAGE = 'List every team member of the business exactly once';
export const TEAM_FULL_MESSAGE = `A business has at most ${TEAM_SIZE_MAX} team members`;
/** `errors[].code` of the team's 409s (docs/decisions.md, API). */
export const MEMBER_HAS_FUTURE_BOOKINGS_CODE = 'member_has_future_bookings';
export const LAST_ACTIVE_MEMBER_CODE = 'last_active_member';
export const TEAM_FULL_CODE = 'team_full';
