import { describe, expect, it } from 'vitest';
import type { WeekDay } from '@contract/business-settings';
import { type DayDraft, planHourUpdates, toDraft } from './plan-hour-updates';

const monday: WeekDay = {
  id: 1,
  dayOfWeek: 1,
  weekName: 'Monday',
  open: true,
  openingTime: '10:00',
  closingTime: '19:00',
  secondOpeningTime: null,
  secondClosingTime: null,
};
const sunday: WeekDay = {
  id: 7,
  dayOfWeek: 7,
  weekName: 'Sunday',
  open: false,
  openingTime: null,
  closingTime: null,
  secondOpeningTime: null,
  secondClosingTime: null,
};

describe('planHourUpdates', () => {
  it('plans nothing for untouched rows', () => {
    expect(planHourUpdates([monday, sunday], [toDraft(monday), toDraft(sunday)])).toEqual({
      ok: true,
      days: [],
    });
  });

  it('closes a day with open 0 and sends no times', () => {
    const plan = planHourUpdates([monday], [{ ...toDraft(monday), open: false }]);
    expect(plan).toEqual({
      ok: true,
      days: [{ dayId: 1, calls: [{ kind: 'open', body: { id: 1, open: 0 } }] }],
    });
  });

  it('reopens a day and sends only the hours that differ from the defaults', () => {
    const draft = { ...toDraft(sunday), open: true, openingTime: '10:00', closingTime: '17:00' };
    expect(planHourUpdates([sunday], [draft])).toEqual({
      ok: true,
      days: [
        {
          dayId: 7,
          calls: [
            { kind: 'open', body: { id: 7, open: 1 } },
            { kind: 'closing', body: { ctid: 7, closingTime: '17:00' } },
          ],
        },
      ],
    });
  });

  it('moves the closing time first when the new opening is after the saved closing', () => {
    const draft = { ...toDraft(monday), openingTime: '20:00', closingTime: '22:00' };
    const plan = planHourUpdates([monday], [draft]);
    expect(plan.ok && plan.days[0]?.calls.map((call) => call.kind)).toEqual(['closing', 'opening']);
  });

  it('sends a cleared time as an empty string (the server stores its default)', () => {
    const saved = { ...monday, openingTime: '09:00' };
    const plan = planHourUpdates([saved], [{ ...toDraft(saved), openingTime: '' }]);
    expect(plan.ok && plan.days[0]?.calls).toEqual([
      { kind: 'opening', body: { tid: 1, openingTime: '' } },
    ]);
  });

  it('refuses closing at or before opening by code, naming the row and its closing time', () => {
    const draft = { ...toDraft(monday), openingTime: '18:00', closingTime: '09:00' };
    expect(planHourUpdates([sunday, monday], [toDraft(sunday), draft])).toEqual({
      ok: false,
      problems: [{ index: 1, dayId: 1, code: 'closing_before_opening', field: 'closingTime' }],
    });
  });

  const split = (second: Partial<DayDraft>): DayDraft => ({
    ...toDraft(monday),
    closingTime: '13:00',
    split: true,
    secondOpeningTime: '15:00',
    secondClosingTime: '19:00',
    ...second,
  });

  it.each([
    [
      'without its closing',
      { secondClosingTime: '' },
      'second_range_incomplete',
      'secondClosingTime',
    ],
    [
      'without its opening',
      { secondOpeningTime: '' },
      'second_range_incomplete',
      'secondOpeningTime',
    ],
    [
      'closing before it opens',
      { secondClosingTime: '14:00' },
      'second_range_order',
      'secondClosingTime',
    ],
    [
      'starting before the first closes',
      { secondOpeningTime: '12:00' },
      'second_range_after_first',
      'secondOpeningTime',
    ],
    [
      'touching the first',
      { secondOpeningTime: '13:00' },
      'second_range_after_first',
      'secondOpeningTime',
    ],
  ] as const)('refuses a second range %s by its code and field', (_, second, code, field) => {
    expect(planHourUpdates([sunday, monday], [toDraft(sunday), split(second)])).toEqual({
      ok: false,
      problems: [{ index: 1, dayId: 1, code, field }],
    });
  });

  it("names each refused row once, by its first problem, in the rows' order", () => {
    const tuesday = { ...monday, id: 2, dayOfWeek: 2, weekName: 'Tuesday' };
    // Monday's closing comes first: its backwards second range is not said as well.
    const mondayDraft = split({ openingTime: '14:00', secondClosingTime: '14:00' });
    const tuesdayDraft = { ...toDraft(tuesday), split: true, secondOpeningTime: '20:00' };
    expect(planHourUpdates([monday, tuesday], [mondayDraft, tuesdayDraft])).toEqual({
      ok: false,
      problems: [
        { index: 0, dayId: 1, code: 'closing_before_opening', field: 'closingTime' },
        { index: 1, dayId: 2, code: 'second_range_incomplete', field: 'secondClosingTime' },
      ],
    });
  });

  it('plans a valid split day as one ranges call', () => {
    expect(planHourUpdates([monday], [split({})])).toEqual({
      ok: true,
      days: [
        {
          dayId: 1,
          calls: [
            {
              kind: 'ranges',
              body: {
                id: 1,
                openingTime: '10:00',
                closingTime: '13:00',
                secondOpeningTime: '15:00',
                secondClosingTime: '19:00',
              },
            },
          ],
        },
      ],
    });
  });
});
