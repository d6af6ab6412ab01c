// The working hours editor's days as the owner edits them, the body they are saved as, and the
// contract's refusals of a split day's second range, found before anything is sent
// (docs/decisions.md, Team; Split days).
import { secondRangeCodeOf } from '@contract/business-settings';
import { memberHoursDayBodySchema, type MemberHoursBody, type TeamMember } from '@contract/team';
import type { AppKey } from '@/lib/i18n/app-en';

/** One weekday as the form edits it; '' is a time not chosen yet. */
export interface DayHoursDraft {
  open: boolean;
  startTime: string;
  endTime: string;
  /** Whether the day shows a second range; its times are '' until chosen. */
  split: boolean;
  secondStartTime: string;
  secondEndTime: string;
}

export interface BreakRow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

const ONE_RANGE = { split: false, secondStartTime: '', secondEndTime: '' };

/** Own hours to start from when the member followed the business: weekdays 9 to 5. */
export const STARTING_DAYS: DayHoursDraft[] = Array.from({ length: 7 }, (_, index) => ({
  open: index < 5,
  startTime: '09:00',
  endTime: '17:00',
  ...ONE_RANGE,
}));

export function daysOf(member: TeamMember): DayHoursDraft[] {
  if (!member.hours) return STARTING_DAYS;
  return STARTING_DAYS.map((fallback, index) => {
    const day = member.hours?.find((row) => row.dayOfWeek === index + 1);
    if (!day) return fallback;
    return {
      open: day.open,
      startTime: day.startTime ?? fallback.startTime,
      endTime: day.endTime ?? fallback.endTime,
      split: day.secondStartTime !== null,
      secondStartTime: day.secondStartTime ?? '',
      secondEndTime: day.secondEndTime ?? '',
    };
  });
}

/** One day as the hours call takes it: no times on a day off, no second range unless split. */
function dayBody(day: DayHoursDraft, index: number) {
  const split = day.open && day.split;
  return {
    dayOfWeek: index + 1,
    open: day.open,
    startTime: day.open ? day.startTime : null,
    endTime: day.open ? day.endTime : null,
    // '' (not chosen) is sent as null, which the contract refuses as half a range.
    secondStartTime: split ? day.secondStartTime || null : null,
    secondEndTime: split ? day.secondEndTime || null : null,
  };
}

export function hoursBody(
  own: boolean,
  days: DayHoursDraft[],
  breaks: BreakRow[],
): MemberHoursBody {
  return { hours: own ? days.map(dayBody) : null, breaks };
}

export type SecondRangeField = 'secondStartTime' | 'secondEndTime';

/** The hint under a second-range picker the contract refused. */
export type SecondRangeHints = Partial<Record<SecondRangeField, AppKey>>;

const isSecondRangeField = (field: unknown): field is SecondRangeField =>
  field === 'secondStartTime' || field === 'secondEndTime';

/**
 * Each day's refusals of its second range by the contract's own rule (the server's check:
 * addSplitDayIssues), as hints under the fields, by weekday index. Only a split working day can
 * have any.
 */
export function secondRangeHints(days: DayHoursDraft[]): Map<number, SecondRangeHints> {
  const hints = new Map<number, SecondRangeHints>();
  days.forEach((day, index) => {
    if (!day.open || !day.split) return;
    const checked = memberHoursDayBodySchema.safeParse(dayBody(day, index));
    if (checked.success) return;
    const dayHints: SecondRangeHints = {};
    for (const issue of checked.error.issues) {
      const [field] = issue.path;
      if (!isSecondRangeField(field) || dayHints[field]) continue;
      dayHints[field] =
        secondRangeCodeOf(issue) === 'second_range_incomplete'
          ? 'hours.split.required'
          : field === 'secondStartTime'
            ? 'team.split.afterFirst'
            : 'team.split.afterStart';
    }
    if (Object.keys(dayHints).length > 0) hints.set(index, dayHints);
  });
  return hints;
}
