import { describe, expect, it } from 'vitest';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { makeAppointment } from '../../testing/appointment-fixtures';
import { dayLanes } from './member-lanes';

// Wednesday 25 November 2026.
const DATE = '2026-11-25';
const closedWednesday = Array.from({ length: 7 }, (_, index) => ({
  dayOfWeek: index + 1,
  open: index + 1 !== 3,
  startTime: index + 1 !== 3 ? '09:00' : null,
  endTime: index + 1 !== 3 ? '17:00' : null,
  secondStartTime: null,
  secondEndTime: null,
}));

const ada = memberFixture({ id: 1, name: 'Ada', position: 1 });
const ben = memberFixture({ id: 2, name: 'Ben', position: 0 });
const away = memberFixture({
  id: 3,
  name: 'Cleo',
  timeOff: [{ id: 1, from: '2026-11-24', to: '2026-11-26', note: 'Course' }],
});
const offOnWednesdays = memberFixture({ id: 4, name: 'Dag', hours: closedWednesday });
const inactive = memberFixture({ id: 5, name: 'Eli', active: false });

describe('dayLanes', () => {
  it('gives a lane to the active members who work that day, in the team order', () => {
    expect(
      dayLanes([ada, ben, away, offOnWednesdays, inactive], DATE, []).map((m) => m.name),
    ).toEqual(['Ben', 'Ada']);
  });

  it('keeps a lane for anyone with a booking that day, away or inactive', () => {
    const bookings = [
      makeAppointment({ id: 1, book_date: DATE, memberId: 3 }),
      makeAppointment({ id: 2, book_date: DATE, memberId: 5 }),
      makeAppointment({ id: 3, book_date: '2026-11-26', memberId: 4 }),
    ];
    expect(
      dayLanes([ada, ben, away, offOnWednesdays, inactive], DATE, bookings).map((m) => m.name),
    ).toEqual(['Ben', 'Ada', 'Cleo', 'Eli']);
  });
});
