// The shading of the days the calendar shows (closed-hours.ts), from the business's weekdays and
// availability settings: the two reads Business settings already makes, shared through the
// opening-hours entity, so the calendar needs no call of its own. Until both have answered (or
// offline, where neither was kept) the calendar shows its bookings unshaded.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { TeamMember } from '@contract/team';
import { dateHoursRule } from '@contract/availability/date-hours';
import { availabilitySettingsQueryOptions } from '@/entities/opening-hours/api/get-availability-settings';
import { weekDaysQueryOptions } from '@/entities/opening-hours/api/get-week-days';
import { toOpeningRules } from '@/entities/opening-hours/opening-rules';
import { useT } from '@/lib/i18n/use-t';
import { visibleRange, type CalendarMode, type FirstDay, type MonthEvent } from './calendar-model';
import {
  closedDates,
  closedSpans,
  memberClosedSpans,
  toClosedDayEvents,
  toShadingEvents,
  type ClosedKind,
} from './closed-hours';

const SHADE_LABELS = {
  closed: 'calendar.shade.closed',
  break: 'calendar.shade.break',
  off: 'calendar.shade.off',
} as const satisfies Record<ClosedKind, string>;

interface Shading {
  shading: MonthEvent[];
  closedDays: ReadonlySet<string>;
}

const NONE: Shading = { shading: [], closedDays: new Set() };

/** "YYYY-MM-DD" from `from` to `to`, both included. */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = dayjs(from); !day.isAfter(to, 'day'); day = day.add(1, 'day')) {
    dates.push(day.format('YYYY-MM-DD'));
  }
  return dates;
}

/**
 * `laneMembers`: the day view's members when it has a lane each (two or more), whose own hours
 * are shaded in their lane; otherwise the business's hours are shaded across the day.
 */
export function useCalendarShading(
  mode: CalendarMode,
  date: string,
  firstDay: FirstDay,
  laneMembers: readonly TeamMember[] | undefined,
): Shading {
  const t = useT();
  const weekDays = useQuery(weekDaysQueryOptions());
  const settings = useQuery(availabilitySettingsQueryOptions());
  return useMemo(() => {
    if (!weekDays.data || !settings.data) return NONE;
    const hoursOn = dateHoursRule(toOpeningRules(weekDays.data, settings.data));
    const { from, to } = visibleRange(date, mode, firstDay);
    const dates = datesBetween(from, to);
    const labelOf = (kind: ClosedKind) => t(SHADE_LABELS[kind]);
    if (mode === 'month') {
      const closedDays = closedDates(dates, hoursOn);
      return { shading: toClosedDayEvents(closedDays, labelOf('closed')), closedDays };
    }
    if (mode === 'day' && laneMembers && laneMembers.length > 1) {
      const spans = laneMembers.flatMap((member) =>
        memberClosedSpans(member, date, hoursOn(date)).map((span) => ({
          ...span,
          memberId: member.id,
        })),
      );
      return { shading: toShadingEvents(spans, labelOf), closedDays: NONE.closedDays };
    }
    const spans = dates.flatMap((day) => closedSpans(day, hoursOn(day)));
    return { shading: toShadingEvents(spans, labelOf), closedDays: NONE.closedDays };
  }, [weekDays.data, settings.data, date, mode, firstDay, laneMembers, t]);
}
