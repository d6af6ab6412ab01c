// The opening hours as GET /api/day_weeks/ and GET /api/business-settings/availability answer
// them, for the tests of every screen that reads them.
import type { AvailabilitySettings } from '@contract/availability-settings';
import type { WeekDay } from '@contract/business-settings';

const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Every weekday open `opening`-`closing` unless listed in `closed` (1 = Monday ... 7 = Sunday). */
export function weekDaysFixture(
  opening = '09:00',
  closing = '17:00',
  closed: readonly number[] = [],
): WeekDay[] {
  return NAMES.map((weekName, index) => {
    const open = !closed.includes(index + 1);
    return {
      id: index + 1,
      dayOfWeek: index + 1,
      weekName,
      open,
      openingTime: open ? opening : null,
      closingTime: open ? closing : null,
      secondOpeningTime: null,
      secondClosingTime: null,
    };
  });
}

export function availabilityFixture(
  fields: Partial<AvailabilitySettings> = {},
): AvailabilitySettings {
  return {
    capacity: 1,
    minNoticeMinutes: 0,
    horizonDays: 60,
    onlineBooking: true,
    slug: null,
    breaks: [],
    closures: [],
    specialHours: [],
    ...fields,
  };
}
