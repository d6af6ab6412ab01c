import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isRangeSaved, rangeAppointmentsQueryOptions } from './range-appointments';

const today = dayjs('2026-11-24');

describe('which calendar ranges are saved for a cold start offline', () => {
  it.each([
    ['today', '2026-11-24', '2026-11-24', true],
    ['this month’s grid', '2026-11-01', '2026-12-12', true],
    ['a week ending 4 weeks ago', '2026-10-21', '2026-10-27', true],
    ['a week ending 5 weeks ago', '2026-10-14', '2026-10-20', false],
    ['a week starting 8 weeks ahead', '2027-01-19', '2027-01-25', true],
    ['a week starting 9 weeks ahead', '2027-01-26', '2027-02-01', false],
    ['a month a year ago', '2025-11-01', '2025-12-12', false],
  ])('%s: %s..%s → %s', (_, from, to, saved) => {
    expect(isRangeSaved(from, to, today)).toBe(saved);
  });

  it('marks the query so the persister leaves out the other ranges', () => {
    expect(rangeAppointmentsQueryOptions('2020-01-01', '2020-01-07').meta).toEqual({
      persist: false,
    });
  });
});
