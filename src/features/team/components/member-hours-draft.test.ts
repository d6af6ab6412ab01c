// A member's split day is refused before anything is sent, each refusal worded by the contract's
// code for it, never by its English message (docs/decisions.md, Team; Split days).
import { describe, expect, it } from 'vitest';
import { dayRangesBodySchema, secondRangeCodeOf } from '@contract/business-settings';
import { secondRangeHints, STARTING_DAYS, type DayHoursDraft } from './member-hours-draft';

/** Monday split as given; the other days as they start. */
function mondaySplit(second: Pick<DayHoursDraft, 'secondStartTime' | 'secondEndTime'>) {
  const monday = { ...STARTING_DAYS[0]!, endTime: '12:00', split: true, ...second };
  return [monday, ...STARTING_DAYS.slice(1)];
}

describe('a member’s second range', () => {
  it('asks for the missing time of half a range', () => {
    const hints = secondRangeHints(mondaySplit({ secondStartTime: '13:00', secondEndTime: '' }));
    expect(hints.get(0)).toEqual({ secondEndTime: 'hours.split.required' });
  });

  it('says when it starts before the first ends, or ends before it starts', () => {
    const early = secondRangeHints(
      mondaySplit({ secondStartTime: '11:00', secondEndTime: '15:00' }),
    );
    expect(early.get(0)).toEqual({ secondStartTime: 'team.split.afterFirst' });
    const backwards = secondRangeHints(
      mondaySplit({ secondStartTime: '15:00', secondEndTime: '14:00' }),
    );
    expect(backwards.get(0)).toEqual({ secondEndTime: 'team.split.afterStart' });
  });

  it('has no hints for a valid split day', () => {
    const hints = secondRangeHints(
      mondaySplit({ secondStartTime: '13:00', secondEndTime: '17:00' }),
    );
    expect(hints.size).toBe(0);
  });
});

describe('the contract’s split-day codes', () => {
  const day = { id: 1, openingTime: '09:00', closingTime: '12:00' };
  it.each([
    [{ secondOpeningTime: '13:00', secondClosingTime: null }, 'second_range_incomplete'],
    [{ secondOpeningTime: '15:00', secondClosingTime: '14:00' }, 'second_range_order'],
    [{ secondOpeningTime: '11:00', secondClosingTime: '15:00' }, 'second_range_after_first'],
  ])('codes %j as %s', (second, code) => {
    const checked = dayRangesBodySchema.safeParse({ ...day, ...second });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map(secondRangeCodeOf)).toContain(code);
  });

  it('gives no code to another refusal', () => {
    expect(secondRangeCodeOf({ code: 'invalid_type' })).toBeUndefined();
    expect(secondRangeCodeOf({ code: 'custom', params: { other: 'x' } })).toBeUndefined();
  });
});
