// The owner's breaks, closed dates and special hours (docs/decisions.md, Availability settings
// (owner)): written by the signed-in business only, every bad input a 4xx in the error envelope,
// another business's rows not found. The rules are availability-settings.test.ts; the business
// both work in is helpers/availability-salon.ts.
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../contract/common.js';
import {
  MONDAY,
  TUESDAY,
  WEDNESDAY,
  THURSDAY,
  BREAKS,
  CLOSURES,
  SPECIAL_HOURS,
  owner,
  other,
  call,
  settingsOf,
  refused,
  addBreak,
  addClosure,
  saveSpecialHours,
  portalTimes,
  useAvailabilitySalon,
} from './helpers/availability-salon.js';

useAvailabilitySalon();

describe('breaks', () => {
  it('are added, listed by weekday and time, and removed', async () => {
    const friday = await addBreak(5, '15:00', '15:15');
    const lunch = await addBreak(2, '12:00', '12:30');
    expect(lunch).toEqual({
      id: expect.any(Number) as number,
      dayOfWeek: 2,
      startTime: '12:00',
      endTime: '12:30',
    });
    const morning = await addBreak(2, '10:30', '10:45');
    expect((await settingsOf(owner)).breaks).toEqual([morning, lunch, friday]);

    const removed = await call(owner, 'DELETE', `${BREAKS}/${morning.id}`);
    expect(removed).toMatchObject({ status: 200, body: { msg: 'Break removed' } });
    expect(await refused(404, 'DELETE', `${BREAKS}/${morning.id}`)).toEqual(['Break not found']);
    for (const id of [lunch.id, friday.id]) {
      expect((await call(owner, 'DELETE', `${BREAKS}/${id}`)).status).toBe(200);
    }
    expect((await settingsOf(owner)).breaks).toEqual([]);
  });

  it('refuses bad weekdays and times, and a break that does not end after it starts', async () => {
    const cases: [object, string][] = [
      [{ dayOfWeek: 0 }, 'Weekday must be from 1 (Monday) to 7 (Sunday)'],
      [{ dayOfWeek: 8 }, 'Weekday must be from 1 (Monday) to 7 (Sunday)'],
      [{ dayOfWeek: 'Monday' }, 'Weekday must be a number from 1 (Monday) to 7 (Sunday)'],
      [{ startTime: '7:00' }, 'Time must be HH:mm (00:00 to 23:59)'],
      [{ endTime: '12:60' }, 'Time must be HH:mm (00:00 to 23:59)'],
      [{ endTime: '24:00' }, 'Time must be HH:mm (00:00 to 23:59)'],
      [{ startTime: '12:30', endTime: '12:30' }, 'The break must end after it starts'],
      [{ startTime: '13:00', endTime: '12:00' }, 'The break must end after it starts'],
    ];
    for (const [overrides, message] of cases) {
      const body = { dayOfWeek: 2, startTime: '12:00', endTime: '12:30', ...overrides };
      expect(await refused(400, 'POST', BREAKS, body)).toContain(message);
    }
    expect(await refused(400, 'POST', BREAKS, {})).not.toHaveLength(0);
    expect((await settingsOf(owner)).breaks).toEqual([]);
  });

  it('are created once under an Idempotency-Key', async () => {
    const key = { 'idempotency-key': 'availability-break-0001' };
    const body = { dayOfWeek: 3, startTime: '13:00', endTime: '13:30' };
    const first = await call(owner, 'POST', BREAKS, body, key);
    const repeat = await call(owner, 'POST', BREAKS, body, key);
    expect([first.status, repeat.status]).toEqual([201, 201]);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    const breaks = (await settingsOf(owner)).breaks;
    expect(breaks).toHaveLength(1);
    const id = breaks[0]!.id;
    const deleteKey = { 'idempotency-key': 'availability-break-0002' };
    expect((await call(owner, 'DELETE', `${BREAKS}/${id}`, undefined, deleteKey)).status).toBe(200);
    const again = await call(owner, 'DELETE', `${BREAKS}/${id}`, undefined, deleteKey);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});

describe('closed dates', () => {
  it('are added with an optional note, listed by first date, and removed', async () => {
    const christmas = await addClosure('2026-12-24', '2026-12-26', '  Christmas  ');
    expect(christmas).toEqual({
      id: expect.any(Number) as number,
      fromDate: '2026-12-24',
      toDate: '2026-12-26',
      note: 'Christmas',
    });
    const oneDay = await addClosure(THURSDAY, THURSDAY);
    expect(oneDay.note).toBe('');
    expect((await settingsOf(owner)).closures).toEqual([oneDay, christmas]);
    for (const closure of [oneDay, christmas]) {
      const removed = await call(owner, 'DELETE', `${CLOSURES}/${closure.id}`);
      expect(removed).toMatchObject({ status: 200, body: { msg: 'Closed dates removed' } });
    }
    expect(await refused(404, 'DELETE', `${CLOSURES}/${oneDay.id}`)).toEqual([
      'Closed dates not found',
    ]);
    expect((await settingsOf(owner)).closures).toEqual([]);
  });

  it('refuses dates that are not calendar dates and a range that ends before it starts', async () => {
    const cases: [object, string][] = [
      [{ fromDate: '2026-02-30' }, 'Date is not a calendar date'],
      [{ toDate: '24.12.2026' }, 'Date must be YYYY-MM-DD'],
      [
        { fromDate: '2026-12-27', toDate: '2026-12-26' },
        'The last closed date must not be before the first',
      ],
      [{ note: 'x'.repeat(201) }, 'The note must be at most 200 characters'],
      [{ note: 5 }, 'The note must be text'],
    ];
    for (const [overrides, message] of cases) {
      const body = { fromDate: '2026-12-24', toDate: '2026-12-26', ...overrides };
      expect(await refused(400, 'POST', CLOSURES, body)).toContain(message);
    }
    expect((await settingsOf(owner)).closures).toEqual([]);
  });
});

describe('special hours', () => {
  it('are saved for a date, open with hours or closed, and removed', async () => {
    const late = await saveSpecialHours({
      date: TUESDAY,
      open: true,
      openingTime: '14:00',
      closingTime: '16:00',
    });
    expect(late).toEqual({
      id: expect.any(Number) as number,
      date: TUESDAY,
      open: true,
      openingTime: '14:00',
      closingTime: '16:00',
      secondOpeningTime: null,
      secondClosingTime: null,
    });
    // A closed date keeps no times, whatever is sent.
    const shut = await saveSpecialHours({
      date: MONDAY,
      open: false,
      openingTime: '09:00',
      closingTime: '10:00',
    });
    expect(shut).toMatchObject({ date: MONDAY, open: false, openingTime: null, closingTime: null });
    expect((await settingsOf(owner)).specialHours).toEqual([shut, late]);
    for (const entry of [shut, late]) {
      const removed = await call(owner, 'DELETE', `${SPECIAL_HOURS}/${entry.id}`);
      expect(removed).toMatchObject({ status: 200, body: { msg: 'Special hours removed' } });
    }
    expect(await refused(404, 'DELETE', `${SPECIAL_HOURS}/${late.id}`)).toEqual([
      'Special hours not found',
    ]);
  });

  it('replace the earlier ones of the same date: one row per date, the same id', async () => {
    const first = await saveSpecialHours({
      date: WEDNESDAY,
      open: true,
      openingTime: '08:00',
      closingTime: '12:00',
    });
    const second = await saveSpecialHours({
      date: WEDNESDAY,
      open: true,
      openingTime: '13:00',
      closingTime: '17:00',
    });
    expect(second).toEqual({ ...first, openingTime: '13:00', closingTime: '17:00' });
    const third = await saveSpecialHours({ date: WEDNESDAY, open: false });
    expect(third).toEqual({
      id: first.id,
      date: WEDNESDAY,
      open: false,
      openingTime: null,
      closingTime: null,
      secondOpeningTime: null,
      secondClosingTime: null,
    });
    expect((await settingsOf(owner)).specialHours).toEqual([third]);
    expect((await call(owner, 'DELETE', `${SPECIAL_HOURS}/${first.id}`)).status).toBe(200);
  });

  it('refuses an open date without hours or closing before it opens, and bad dates', async () => {
    const cases: [object, string][] = [
      [{ openingTime: undefined }, 'An open day must have an opening time'],
      [{ closingTime: null }, 'An open day must have a closing time'],
      [{ openingTime: '16:00', closingTime: '16:00' }, 'Closing time must be after opening time'],
      [{ openingTime: '17:00', closingTime: '09:00' }, 'Closing time must be after opening time'],
      [{ openingTime: '9am' }, 'Time must be HH:mm (00:00 to 23:59)'],
      [{ date: '2026-13-01' }, 'Date is not a calendar date'],
      [{ open: 1 }, 'open must be true or false'],
    ];
    for (const [overrides, message] of cases) {
      const body = {
        date: TUESDAY,
        open: true,
        openingTime: '10:00',
        closingTime: '16:00',
        ...overrides,
      };
      expect(await refused(400, 'POST', SPECIAL_HOURS, body)).toContain(message);
    }
    expect((await settingsOf(owner)).specialHours).toEqual([]);
  });
});

describe("another business's rows", () => {
  it('are not listed, and answer 404 to a delete, exactly like ids that do not exist', async () => {
    const theirBreak = await addBreak(2, '12:00', '13:00', other);
    const theirClosure = await addClosure(TUESDAY, TUESDAY, 'Theirs', other);
    const theirHours = await saveSpecialHours({ date: TUESDAY, open: false }, other);

    const mine = await settingsOf(owner);
    expect(mine.breaks).toEqual([]);
    expect(mine.closures).toEqual([]);
    expect(mine.specialHours).toEqual([]);

    expect(await refused(404, 'DELETE', `${BREAKS}/${theirBreak.id}`)).toEqual(['Break not found']);
    expect(await refused(404, 'DELETE', `${CLOSURES}/${theirClosure.id}`)).toEqual([
      'Closed dates not found',
    ]);
    expect(await refused(404, 'DELETE', `${SPECIAL_HOURS}/${theirHours.id}`)).toEqual([
      'Special hours not found',
    ]);
    expect(await refused(404, 'DELETE', `${BREAKS}/999999`)).toEqual(['Break not found']);

    // A special-hours row of the same date stays theirs: the owner's own is a separate row.
    const mineOnTuesday = await saveSpecialHours({ date: TUESDAY, open: false });
    expect(mineOnTuesday.id).not.toBe(theirHours.id);
    expect(await call(owner, 'DELETE', `${SPECIAL_HOURS}/${mineOnTuesday.id}`)).toMatchObject({
      status: 200,
    });

    const theirs = await settingsOf(other);
    expect(theirs.breaks).toEqual([theirBreak]);
    expect(theirs.closures).toEqual([theirClosure]);
    expect(theirs.specialHours).toEqual([theirHours]);
    // And the owner's portal is untouched by the other business's closure.
    expect(await portalTimes(TUESDAY)).toContain('12:00');
  });

  it('ids that are not ids answer 400, not 500', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const { status, body } = await call(owner, 'DELETE', `${BREAKS}/${id}`);
      expect(status, id).toBe(400);
      expect(errorResponseSchema.safeParse(body).success).toBe(true);
    }
  });
});
