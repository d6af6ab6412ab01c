// The calendar feeds (docs/decisions.md, Calendar feed): a secret address per business and per
// team member that phone and desktop calendars subscribe to, as the owner reads and changes them.
import { z } from 'zod';

/** One subscription address: the whole business's, or one member's bookings only. */
export const calendarFeedSchema = z.object({
  /** null: every booking of the business. */
  memberId: z.number().nullable(),
  /** The member's name; null for the business's feed. */
  memberName: z.string().nullable(),
  /** The address a calendar subscribes to, absolute (https://.../feeds/{token}.ics). */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedsSchema = z.object({
  /** true: the events name clients in full; false: by first name only (the default). */
  fullNames: z.boolean(),
  /** The business's feed first, then each team member's, in the team's order. */
  feeds: z.array(calendarFeedSchema),
});
export type CalendarFeeds = z.infer<typeof calendarFeedsSchema>;

/** POST /api/business-settings/calendar-feeds/replace: a new address; the old one is gone. */
export const calendarFeedReplaceBodySchema = z.object({
  memberId: z
    .number({ error: 'memberId must be a team member’s id or null' })
    .int()
    .positive()
    .nullable(),
});
export type CalendarFeedReplaceBody = z.infer<typeof calendarFeedReplaceBodySchema>;

/** PUT /api/business-settings/calendar-feeds: first names or full names in every feed. */
export const calendarFeedNamesBodySchema = z.object({
  fullNames: z.boolean({ error: 'fullNames must be true or false' }),
});
export type CalendarFeedNamesBody = z.infer<typeof calendarFeedNamesBodySchema>;

export const CALENDAR_FEED_REPLACED_MESSAGE = 'Calendar feed address replaced';
export const CALENDAR_FEED_NAMES_SAVED_MESSAGE = 'Calendar feed names saved';

export const calendarFeedsSavedSchema = z.object({
  msg: z.string(),
  calendarFeeds: calendarFeedsSchema,
});
export type CalendarFeedsSaved = z.infer<typeof calendarFeedsSavedSchema>;

/** A feed's secret: 32 random bytes in base64url. Anything else is an unknown address. */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** How many days back a feed reaches: bookings from this many local dates before today on. */
export const CALENDAR_FEED_DAYS_BACK = 30;
