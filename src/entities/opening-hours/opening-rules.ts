// The business's weekdays and availability settings as the one rule of a date's hours
// (contract/availability/date-hours.ts): the same rule the server checks bookings by, so the
// calendar shades what the server calls closed (docs/architecture.md, Server: Scheduling).
import type { AvailabilitySettings } from '@contract/availability-settings';
import type { WeekDay } from '@contract/business-settings';
import type { DayHours, IsoWeekday, OpeningRules } from '@contract/availability/date-hours';

export function toOpeningRules(
  weekDays: readonly WeekDay[],
  settings: Pick<AvailabilitySettings, 'breaks' | 'closures' | 'specialHours'>,
): OpeningRules {
  const hoursOf = (weekday: IsoWeekday): DayHours => {
    const day = weekDays.find((row) => row.dayOfWeek === weekday);
    return {
      open: day?.open ?? false,
      openingTime: day?.openingTime ?? null,
      closingTime: day?.closingTime ?? null,
      secondOpeningTime: day?.secondOpeningTime ?? null,
      secondClosingTime: day?.secondClosingTime ?? null,
      breaks: settings.breaks
        .filter((pause) => pause.dayOfWeek === weekday)
        .map((pause) => ({ start: pause.startTime, end: pause.endTime })),
    };
  };
  const weeklyHours = {
    1: hoursOf(1),
    2: hoursOf(2),
    3: hoursOf(3),
    4: hoursOf(4),
    5: hoursOf(5),
    6: hoursOf(6),
    7: hoursOf(7),
  } satisfies Record<IsoWeekday, DayHours>;
  return {
    weeklyHours,
    closedDates: settings.closures.map((range) => ({
      from: range.fromDate,
      to: range.toDate,
      note: range.note || null,
    })),
    specialHours: settings.specialHours.map((day) => ({
      date: day.date,
      open: day.open,
      openingTime: day.openingTime,
      closingTime: day.closingTime,
      secondOpeningTime: day.secondOpeningTime,
      secondClosingTime: day.secondClosingTime,
    })),
  };
}
