// The owner's bookings with a team member (docs/decisions.md, Team): overlap counted per member,
// a member refused for a service they do not perform, outside their hours or on time off (and
// accepted with force), "Anyone available" assigned by the rule, a move keeping or changing the
// member, and the owner's free times of one member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentConflictSchema, appointmentDetailSchema } from '../../contract/appointments.js';
import { ownerFreeTimesSchema } from '../../contract/owner-free-times.js';
import { teamListSchema, teamMemberSavedSchema, type TeamMember } from '../../contract/team.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { ownerCallOn } from './helpers/owner-call.js';
import { insertService } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo. The business is open Monday to Friday 10:00-19:00.
const NOW = new Date('2026-11-23T10:00:00Z');
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';

let t: TestApp;
let owner: Owner;
let other: Owner;
let cut: number; // 60 minutes
let colour: number; // 30 minutes
/** The owner: every service, the business's hours. */
let ada: TeamMember;
/** Cuts only, the business's hours. */
let bo: TeamMember;
/** Every service, Monday to Friday 12:00-16:00, away on Thursday. */
let cy: TeamMember;
let othersMember: TeamMember;

const call = ownerCallOn(() => t.app);

async function book(date: string, time: string, extra: object = {}) {
  return call(owner, 'POST', '/api/appointments', {
    client: { firstName: 'Kari', lastName: 'Nordmann' },
    serviceIds: [cut],
    date,
    time,
    ...extra,
  });
}

async function booked(date: string, time: string, extra: object = {}) {
  const { status, body } = await book(date, time, extra);
  expect(status, JSON.stringify(body)).toBe(201);
  return appointmentDetailSchema.parse(body);
}

async function conflict(date: string, time: string, extra: object = {}) {
  const { status, body } = await book(date, time, extra);
  expect(status, JSON.stringify(body)).toBe(409);
  return appointmentConflictSchema.parse(body);
}

async function addMember(payload: object): Promise<TeamMember> {
  const { status, body } = await call(owner, 'POST', '/api/team', payload);
  expect(status, JSON.stringify(body)).toBe(201);
  return teamMemberSavedSchema.parse(body).member;
}

/** The first member: registration made one. */
function first(members: TeamMember[]): TeamMember {
  const [member] = members;
  if (!member) throw new Error('registration made no member');
  return member;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { firstname: 'Ada', lastname: 'Lie' });
  other = await registerVerifyAndLogin(t.app, t.dataDir);
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
  colour = await insertService(t.app.db, owner.id, {
    name: 'Colour',
    priceCents: 20000,
    minutes: 30,
  });
  const team = await call(owner, 'GET', '/api/team');
  ada = first(teamListSchema.parse(team.body));
  othersMember = first(teamListSchema.parse((await call(other, 'GET', '/api/team')).body));
  bo = await addMember({ name: 'Bo', color: 'teal', serviceIds: [cut] });
  cy = await addMember({ name: 'Cy', color: 'grape' });
  const hours = await call(owner, 'PUT', `/api/team/${cy.id}/hours`, {
    hours: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      open: dayOfWeek <= 5,
      startTime: dayOfWeek <= 5 ? '12:00' : null,
      endTime: dayOfWeek <= 5 ? '16:00' : null,
    })),
    breaks: [{ dayOfWeek: 2, startTime: '14:00', endTime: '14:30' }],
  });
  expect(hours.status).toBe(200);
  const away = await call(owner, 'POST', `/api/team/${cy.id}/time-off`, {
    from: THURSDAY,
    to: THURSDAY,
    note: 'Course',
  });
  expect(away.status).toBe(201);
});

afterAll(async () => {
  await t?.close();
});

describe('overlap per member', () => {
  it('books two members at the same time, and refuses a second booking of one', async () => {
    const first = await booked(TUESDAY, '10:00', { memberId: ada.id });
    const second = await booked(TUESDAY, '10:00', { memberId: bo.id });
    expect([first.memberId, second.memberId]).toEqual([ada.id, bo.id]);
    const refused = await conflict(TUESDAY, '10:30', { memberId: ada.id });
    expect(refused.conflict).toMatchObject({
      reason: 'overlap',
      memberId: ada.id,
      appointment: { id: first.id, memberId: ada.id },
    });
    expect(refused.errors[0]?.msg).toMatch(/^This time overlaps BID\d+, Kari Nordmann/);
    // "Book anyway" stays the owner's way past it.
    expect((await booked(TUESDAY, '10:30', { memberId: ada.id, force: true })).memberId).toBe(
      ada.id,
    );
  });
});

describe('a member’s services, hours and time off', () => {
  it('refuses a service the member does not perform, and books it with force', async () => {
    const refused = await conflict(WEDNESDAY, '10:00', {
      memberId: bo.id,
      serviceIds: [cut, colour],
    });
    expect(refused.conflict).toEqual({ reason: 'member_services', memberId: bo.id });
    expect(refused.errors).toEqual([
      {
        msg: 'Bo does not do Colour',
        code: 'member_services',
        params: { member: 'Bo', services: 'Colour' },
      },
    ]);
    const forced = await booked(WEDNESDAY, '10:00', {
      memberId: bo.id,
      serviceIds: [cut, colour],
      force: true,
    });
    expect(forced.memberId).toBe(bo.id);
  });

  it('refuses a time outside the member’s own hours, and books it with force', async () => {
    const refused = await conflict(TUESDAY, '11:00', { memberId: cy.id });
    expect(refused.conflict).toEqual({ reason: 'member_away', memberId: cy.id });
    expect(refused.errors).toEqual([
      {
        msg: "Outside Cy's hours (Tuesday 12:00 PM–04:00 PM)",
        code: 'member_away',
        params: { kind: 'hours', member: 'Cy', weekday: 2, hours: '12:00–16:00' },
      },
    ]);
    // Ending after 16:00 is outside too; 15:00-16:00 fits.
    await conflict(TUESDAY, '15:30', { memberId: cy.id });
    expect((await booked(TUESDAY, '15:00', { memberId: cy.id })).memberId).toBe(cy.id);
    expect((await booked(TUESDAY, '11:00', { memberId: cy.id, force: true })).memberId).toBe(cy.id);
  });

  it('refuses a member on time off, and books them with force', async () => {
    const refused = await conflict(THURSDAY, '13:00', { memberId: cy.id });
    expect(refused.conflict).toEqual({ reason: 'member_away', memberId: cy.id });
    expect(refused.errors).toEqual([
      {
        msg: `Cy is away on ${THURSDAY} (Course)`,
        code: 'member_away',
        params: { kind: 'time_off', member: 'Cy', from: THURSDAY, to: THURSDAY, days: 1 },
      },
    ]);
    expect((await booked(THURSDAY, '13:00', { memberId: cy.id, force: true })).memberId).toBe(
      cy.id,
    );
  });

  it('still refuses a time the business is closed, naming the member', async () => {
    const refused = await conflict(TUESDAY, '18:30', { memberId: bo.id });
    expect(refused.conflict).toEqual({ reason: 'outside_hours', memberId: bo.id });
  });

  it('answers 404 for another business’s member and 409 for an inactive one', async () => {
    const { status } = await book(FRIDAY, '10:00', { memberId: othersMember.id });
    expect(status).toBe(404);
    const gone = await addMember({ name: 'Gone', color: 'red' });
    const deactivated = await call(owner, 'PUT', `/api/team/${gone.id}`, {
      name: 'Gone',
      color: 'red',
      capacity: 1,
      active: false,
    });
    expect(deactivated.status).toBe(200);
    const inactive = await book(FRIDAY, '10:00', { memberId: gone.id });
    expect(inactive.status).toBe(409);
    expect(inactive.body).toEqual({
      errors: [
        {
          msg: 'Gone is not active: choose another team member',
          code: 'member_inactive',
          params: { member: 'Gone' },
        },
      ],
    });
  });

  it('refuses "Anyone available" when no member is active, coded no_active_member', async () => {
    const alone = await registerVerifyAndLogin(t.app, t.dataDir);
    const service = await insertService(t.app.db, alone.id, {
      name: 'Cut',
      priceCents: 45000,
      minutes: 60,
    });
    // The screen keeps one member active; data from before the team may have none.
    await t.app.db
      .updateTable('team_members')
      .set({ active: 0 })
      .where('business_id', '=', alone.id)
      .execute();
    const { status, body } = await call(alone, 'POST', '/api/appointments', {
      client: { firstName: 'Kari', lastName: 'Nordmann' },
      serviceIds: [service],
      date: FRIDAY,
      time: '10:00',
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      errors: [{ msg: 'The business has no active team member', code: 'no_active_member' }],
    });
  });
});

describe('Anyone available', () => {
  it('gives the booking to the free member with the fewest minutes that day, then the first', async () => {
    // Friday: Ada has an hour already, so Bo (fewer minutes) gets the first "anyone".
    await booked(FRIDAY, '15:00', { memberId: ada.id });
    expect((await booked(FRIDAY, '10:00')).memberId).toBe(bo.id);
    // At 10:00 Bo is taken and Cy does not work yet: Ada.
    expect((await booked(FRIDAY, '10:00', { memberId: null })).memberId).toBe(ada.id);
    // Nobody is free: the first active member's refusal says why.
    const refused = await conflict(FRIDAY, '10:00');
    expect(refused.conflict).toMatchObject({ reason: 'overlap', memberId: ada.id });
  });

  it('leaves out a member who does not perform every service', async () => {
    // Monday afternoon: nobody has anything; Bo does not colour, so Ada (first) gets it.
    expect((await booked('2026-11-30', '13:00', { serviceIds: [colour] })).memberId).toBe(ada.id);
    // Ada now has 30 minutes, Cy none and works then: Cy.
    expect((await booked('2026-11-30', '13:00', { serviceIds: [colour] })).memberId).toBe(cy.id);
  });
});

describe('moving a booking', () => {
  it('keeps the member without memberId, moves to another with it, and checks them', async () => {
    const start = await booked('2026-12-01', '10:00', { memberId: bo.id });
    const move = (body: object) =>
      call(owner, 'PUT', `/api/appointments/${start.id}`, {
        date: '2026-12-01',
        serviceIds: [cut],
        ...body,
      });
    // An edit queued before the team existed: no memberId.
    const kept = await move({ time: '11:00', version: start.version });
    expect(kept.status).toBe(200);
    expect(appointmentDetailSchema.parse(kept.body).memberId).toBe(bo.id);
    // Dragged to Cy's column, outside her hours: refused, then inside them.
    const outside = await move({ time: '11:00', version: 2, memberId: cy.id });
    expect(outside.status).toBe(409);
    expect(appointmentConflictSchema.parse(outside.body).conflict?.reason).toBe('member_away');
    const moved = await move({ time: '12:00', version: 2, memberId: cy.id });
    expect(moved.status).toBe(200);
    expect(appointmentDetailSchema.parse(moved.body)).toMatchObject({
      memberId: cy.id,
      book_time: '12:00 PM',
      version: 3,
    });
  });
});

describe('GET /api/appointments/free-times with a member', () => {
  const times = async (query: string) => {
    const { status, body } = await call(owner, 'GET', `/api/appointments/free-times?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return ownerFreeTimesSchema.parse(body).slots.map((slot) => slot.time);
  };

  it('offers only the member’s own hours, less their break and bookings', async () => {
    // Cy on Tuesday: 12:00-16:00, break 14:00-14:30, booked 15:00-16:00 (and 11:00 forced).
    expect(await times(`date=${TUESDAY}&services=${colour}&memberId=${cy.id}`)).toEqual([
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '14:30',
    ]);
    // Away on Thursday: nothing.
    expect(await times(`date=${THURSDAY}&services=${colour}&memberId=${cy.id}`)).toEqual([]);
    // Bo does not colour: nothing.
    expect(await times(`date=${TUESDAY}&services=${colour}&memberId=${bo.id}`)).toEqual([]);
  });

  it('offers a time when any member who does every service is free', async () => {
    // Tuesday 10:00: Ada and Bo are booked, Cy does not work yet; 12:00, Cy is free.
    const anyone = await times(`date=${TUESDAY}&services=${cut}`);
    expect(anyone).not.toContain('10:00');
    expect(anyone).toContain('12:00');
  });

  it('answers 404 for another business’s member and 400 for a bad one', async () => {
    expect(
      (
        await call(
          owner,
          'GET',
          `/api/appointments/free-times?date=${TUESDAY}&services=${cut}&memberId=${othersMember.id}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          owner,
          'GET',
          `/api/appointments/free-times?date=${TUESDAY}&services=${cut}&memberId=x`,
        )
      ).status,
    ).toBe(400);
  });
});
