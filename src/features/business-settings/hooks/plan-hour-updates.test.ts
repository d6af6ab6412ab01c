import { describe, expect, it } from 'vitest';
import type { WeekDay } from '../../../../contract/business-settings';
import { planHourUpdates, toDraft } from './plan-hour-updates';

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

  it('refuses closing at or before opening, naming the day', () => {
    const draft = { ...toDraft(monday), openingTime: '18:00', closingTime: '09:00' };
    expect(planHourUpdates([monday], [draft])).toEqual({
      ok: false,
      errors: ['Monday: Closing time must be after opening time'],
    });
  });
});
