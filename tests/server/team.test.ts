// The Team screen's calls (docs/decisions.md, Team): the owner as the first member, adding,
// editing, reordering, deactivating (refused with the member's future bookings), services, hours
// and breaks, time off; bad input a 400 in the envelope, another business's ids 404, and a
// repeated Idempotency-Key applied once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../contract/common.js';
import {
  LAST_ACTIVE_MEMBER_MESSAGE,
  MEMBER_HAS_FUTURE_BOOKINGS_MESSAGE,
  TEAM_FULL_MESSAGE,
  TEAM_ORDER_MISMATCH_MESSAGE,
  TEAM_SIZE_MAX,
  teamListSchema,
  teamMemberBusySchema,
  teamMemberSavedSchema,
  teamOrderSavedSchema,
  type TeamMember,
} from '../../contract/team.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment, insertService } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo.
const NOW = new Date('2026-11-23T10:00:00Z');

let t: TestApp;
let owner: Owner;
let other: Owner;
let cut: number;
let colour: number;
let othersService: number;
let ownerMember: TeamMember;
let othersMember: TeamMember;

async function call(
  who: Owner | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...who?.auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function team(who: Owner = owner): Promise<TeamMember[]> {
  const { status, body } = await call(who, 'GET', '/api/team');
  expect(status).toBe(200);
  return teamListSchema.parse(body);
}

async function addMember(payload: object, who: Owner = owner): Promise<TeamMember> {
  const { status, body } = await call(who, 'POST', '/api/team', payload);
  expect(status, JSON.stringify(body)).toBe(201);
  return teamMemberSavedSchema.parse(body).member;
}

async function saved(method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  const { status, body } = await call(owner, method, url, payload);
  expect(status, JSON.stringify(body)).toBe(method === 'POST' ? 201 : 200);
  return teamMemberSavedSchema.parse(body).member;
}

/** The refusal's messages, after checking it is the status in the envelope. */
async function refused(
  expected: number,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  who: Owner = owner,
): Promise<string[]> {
  const { status, body } = await call(who, method, url, payload);
  expect(status, `${method} ${url} ${JSON.stringify(payload)}: ${JSON.stringify(body)}`).toBe(
    expected,
  );
  return errorResponseSchema.parse(body).errors.map((error) => error.msg);
}

const card = (overrides: object = {}) => ({
  name: 'Maria',
  color: 'teal',
  phone: '',
  email: '',
  capacity: 1,
  active: true,
  ...overrides,
});

const WEEK = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
  dayOfWeek,
  open: dayOfWeek <= 5,
  startTime: dayOfWeek <= 5 ? '12:00' : null,
  endTime: dayOfWeek <= 5 ? '18:00' : null,
}));

/** The first member: registration made one. */
function first(members: TeamMember[]): TeamMember {
  const [member] = members;
  if (!member) throw new Error('registration made no member');
  return member;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { firstname: 'Ada', lastname: 'Berg' });
  other = await registerVerifyAndLogin(t.app, t.dataDir);
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
  colour = await insertService(t.app.db, owner.id, {
    name: 'Colour',
    priceCents: 20000,
    minutes: 30,
  });
  othersService = await insertService(t.app.db, other.id, {
    name: 'Theirs',
    priceCents: 100,
    minutes: 15,
  });
  ownerMember = first(await team());
  othersMember = first(await team(other));
});

afterAll(async () => {
  await t?.close();
});

describe('the team of a new business', () => {
  it('is its owner, active, one client at a time, on the business’s hours', () => {
    expect(ownerMember).toEqual({
      id: expect.any(Number),
      name: 'Ada Berg',
      color: 'blue',
      phone: '',
      email: '',
      active: true,
      position: 0,
      capacity: 1,
      serviceIds: [cut, colour],
      hours: null,
      breaks: [],
      timeOff: [],
    });
  });

  it('answers 401 without a session', async () => {
    expect((await call(undefined, 'GET', '/api/team')).status).toBe(401);
  });
});

describe('POST /api/team', () => {
  it('adds a member at the end who performs every service unless told otherwise', async () => {
    const all = await addMember({ name: 'Jonas', color: 'grape', phone: '+47 900 00 000' });
    expect(all).toMatchObject({
      name: 'Jonas',
      color: 'grape',
      phone: '+47 900 00 000',
      email: '',
      active: true,
      capacity: 1,
      serviceIds: [cut, colour],
      hours: null,
    });
    expect(all.position).toBeGreaterThan(ownerMember.position);
    const some = await addMember({ name: 'Sara', color: 'orange', serviceIds: [cut], capacity: 2 });
    expect(some).toMatchObject({ serviceIds: [cut], capacity: 2 });
    expect((await team()).map((member) => member.name).slice(-2)).toEqual(['Jonas', 'Sara']);
  });

  it('refuses bad input with 400 in the envelope', async () => {
    const bad: [object, string][] = [
      [{}, 'Name is required'],
      [{ name: '  ', color: 'blue' }, 'Name is required'],
      [{ name: 'A\nB', color: 'blue' }, 'Name must not contain line breaks or control characters'],
      [{ name: 'Ok', color: 'purple' }, 'Colour must be one of'],
      [{ name: 'Ok', color: 'blue', capacity: 0 }, 'Clients at the same time must be at least 1'],
      [{ name: 'Ok', color: 'blue', capacity: 1.5 }, 'whole number'],
      [{ name: 'Ok', color: 'blue', email: 'not-an-address' }, 'E-mail is not a valid address'],
      [{ name: 'Ok', color: 'blue', serviceIds: [cut, cut] }, 'A service is listed twice'],
      [{ name: 'Ok', color: 'blue', serviceIds: 'all' }, 'serviceIds must be a list'],
    ];
    for (const [payload, message] of bad) {
      const messages = await refused(400, 'POST', '/api/team', payload);
      expect(messages.join(' | ')).toContain(message);
    }
  });

  it('answers 404 for another business’s service', async () => {
    expect(
      await refused(404, 'POST', '/api/team', {
        name: 'X',
        color: 'red',
        serviceIds: [othersService],
      }),
    ).toEqual(['Service not found']);
  });

  it('applies a repeated Idempotency-Key once and answers the same', async () => {
    const before = (await team()).length;
    const headers = { 'idempotency-key': 'team-create-0001' };
    const payload = { name: 'Once', color: 'lime' };
    const first = await call(owner, 'POST', '/api/team', payload, headers);
    const second = await call(owner, 'POST', '/api/team', payload, headers);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect((await team()).length).toBe(before + 1);
  });
});

describe('PUT /api/team/{id}', () => {
  it('saves the card', async () => {
    const member = await addMember({ name: 'Card', color: 'cyan' });
    const changed = await saved(
      'PUT',
      `/api/team/${member.id}`,
      card({ name: 'Card Two', color: 'pink', email: 'card@example.com', capacity: 3 }),
    );
    expect(changed).toMatchObject({
      name: 'Card Two',
      color: 'pink',
      email: 'card@example.com',
      capacity: 3,
      active: true,
    });
  });

  it('refuses to deactivate a member with future bookings, listing them', async () => {
    const member = await addMember({ name: 'Busy', color: 'red' });
    const booking = await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: '2026-11-26',
      time: '10:00',
      memberId: member.id,
      status: 'booked',
    });
    // A past one and a cancelled one do not count.
    await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: '2026-11-20',
      time: '10:00',
      memberId: member.id,
    });
    await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: '2026-11-27',
      time: '10:00',
      memberId: member.id,
      status: 'cancelled',
    });
    const { status, body } = await call(
      owner,
      'PUT',
      `/api/team/${member.id}`,
      card({ name: 'Busy', active: false }),
    );
    expect(status).toBe(409);
    const busy = teamMemberBusySchema.parse(body);
    expect(busy.errors).toEqual([
      { msg: MEMBER_HAS_FUTURE_BOOKINGS_MESSAGE, code: 'member_has_future_bookings' },
    ]);
    expect(busy.bookings).toEqual([
      {
        id: booking,
        book_date: '2026-11-26',
        book_time: '10:00 AM',
        start: '2026-11-26T09:00:00.000Z',
        end: '2026-11-26T12:45:00.000Z',
        firstName: 'Nora',
        lastName: 'Hansen',
      },
    ]);
    // Once the booking is cancelled, the member can go.
    await t.app.db
      .updateTable('appointments')
      .set({ status: 'cancelled' })
      .where('id', '=', booking)
      .execute();
    expect(
      await saved('PUT', `/api/team/${member.id}`, card({ name: 'Busy', active: false })),
    ).toMatchObject({ active: false });
    // Inactive members are still listed.
    expect((await team()).find((m) => m.id === member.id)?.active).toBe(false);
  });

  it('refuses to deactivate the last active member', async () => {
    const lone = await registerVerifyAndLogin(t.app, t.dataDir);
    const [member] = await team(lone);
    const { status, body } = await call(
      lone,
      'PUT',
      `/api/team/${member?.id}`,
      card({ name: 'Me', active: false }),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      errors: [{ msg: LAST_ACTIVE_MEMBER_MESSAGE, code: 'last_active_member' }],
    });
  });

  it(`refuses a member past ${TEAM_SIZE_MAX}, coded team_full`, async () => {
    const full = await registerVerifyAndLogin(t.app, t.dataDir);
    // The owner is the first member.
    for (let n = 1; n < TEAM_SIZE_MAX; n += 1) await addMember(card({ name: `M${n}` }), full);
    const { status, body } = await call(full, 'POST', '/api/team', card({ name: 'One more' }));
    expect(status).toBe(409);
    expect(body).toEqual({ errors: [{ msg: TEAM_FULL_MESSAGE, code: 'team_full' }] });
  });

  it('refuses bad input with 400, and another business’s member with 404', async () => {
    for (const payload of [
      {},
      card({ active: 'no' }),
      card({ capacity: 51 }),
      card({ color: 'Blue' }),
      card({ phone: 'call me' }),
    ]) {
      await refused(400, 'PUT', `/api/team/${ownerMember.id}`, payload);
    }
    await refused(400, 'PUT', '/api/team/abc', card());
    expect(await refused(404, 'PUT', `/api/team/${othersMember.id}`, card())).toEqual([
      'Team member not found',
    ]);
    await refused(404, 'PUT', '/api/team/2147483647', card());
  });
});

describe('PUT /api/team/order', () => {
  it('puts every member in the new order', async () => {
    const ids = (await team()).map((member) => member.id);
    const reversed = [...ids].reverse();
    const { status, body } = await call(owner, 'PUT', '/api/team/order', { memberIds: reversed });
    expect(status).toBe(200);
    const { members } = teamOrderSavedSchema.parse(body);
    expect(members.map((member) => member.id)).toEqual(reversed);
    expect(members.map((member) => member.position)).toEqual(reversed.map((_, index) => index));
    expect((await team()).map((member) => member.id)).toEqual(reversed);
    await call(owner, 'PUT', '/api/team/order', { memberIds: ids });
  });

  it('refuses a partial or repeated list with 400, another business’s member with 404', async () => {
    const ids = (await team()).map((member) => member.id);
    expect(await refused(400, 'PUT', '/api/team/order', { memberIds: ids.slice(1) })).toEqual([
      TEAM_ORDER_MISMATCH_MESSAGE,
    ]);
    await refused(400, 'PUT', '/api/team/order', { memberIds: [...ids, ids[0]] });
    await refused(400, 'PUT', '/api/team/order', { memberIds: [] });
    await refused(400, 'PUT', '/api/team/order', {});
    await refused(404, 'PUT', '/api/team/order', { memberIds: [...ids, othersMember.id] });
  });
});

describe('PUT /api/team/{id}/services', () => {
  it('sets the whole set, an empty one too', async () => {
    const member = await addMember({ name: 'Services', color: 'violet' });
    expect(
      await saved('PUT', `/api/team/${member.id}/services`, { serviceIds: [colour] }),
    ).toMatchObject({ serviceIds: [colour] });
    expect(await saved('PUT', `/api/team/${member.id}/services`, { serviceIds: [] })).toMatchObject(
      { serviceIds: [] },
    );
  });

  it('refuses bad input with 400 and other businesses’ ids with 404', async () => {
    const url = `/api/team/${ownerMember.id}/services`;
    await refused(400, 'PUT', url, {});
    await refused(400, 'PUT', url, { serviceIds: ['x'] });
    await refused(400, 'PUT', url, { serviceIds: [0] });
    expect(await refused(404, 'PUT', url, { serviceIds: [othersService] })).toEqual([
      'Service not found',
    ]);
    await refused(404, 'PUT', `/api/team/${othersMember.id}/services`, { serviceIds: [] });
  });
});

describe('PUT /api/team/{id}/hours', () => {
  it('sets own hours and breaks, and null goes back to the business’s', async () => {
    const member = await addMember({ name: 'Hours', color: 'indigo' });
    const url = `/api/team/${member.id}/hours`;
    const withHours = await saved('PUT', url, {
      hours: WEEK,
      breaks: [{ dayOfWeek: 2, startTime: '14:00', endTime: '14:30' }],
    });
    expect(withHours.hours).toEqual(WEEK);
    expect(withHours.breaks).toEqual([
      { id: expect.any(Number), dayOfWeek: 2, startTime: '14:00', endTime: '14:30' },
    ]);
    const following = await saved('PUT', url, { hours: null, breaks: [] });
    expect(following).toMatchObject({ hours: null, breaks: [] });
  });

  it('refuses bad input with 400 and another business’s member with 404', async () => {
    const url = `/api/team/${ownerMember.id}/hours`;
    const bad: [object, string][] = [
      [{ breaks: [] }, 'hours must be null or 7 weekday rows'],
      [{ hours: WEEK.slice(1), breaks: [] }, 'hours must have one row for each weekday'],
      [
        { hours: [...WEEK.slice(1), WEEK[1]], breaks: [] },
        'hours must have one row for each weekday',
      ],
      [
        { hours: WEEK.map((day) => ({ ...day, open: true, startTime: '18:00' })), breaks: [] },
        'The end time must be after the start time',
      ],
      [
        { hours: WEEK.map((day) => ({ ...day, open: true, startTime: null })), breaks: [] },
        'A working day must have a start time',
      ],
      [
        { hours: null, breaks: [{ dayOfWeek: 8, startTime: '12:00', endTime: '12:30' }] },
        'Weekday must be from 1 (Monday) to 7 (Sunday)',
      ],
      [
        { hours: null, breaks: [{ dayOfWeek: 1, startTime: '12:30', endTime: '12:00' }] },
        'The break must end after it starts',
      ],
    ];
    for (const [payload, message] of bad) {
      expect((await refused(400, 'PUT', url, payload)).join(' | ')).toContain(message);
    }
    await refused(404, 'PUT', `/api/team/${othersMember.id}/hours`, { hours: null, breaks: [] });
  });
});

describe('time off', () => {
  it('adds and removes whole days away', async () => {
    const member = await addMember({ name: 'Away', color: 'yellow' });
    const added = await saved('POST', `/api/team/${member.id}/time-off`, {
      from: '2026-12-21',
      to: '2026-12-31',
      note: 'Holiday',
    });
    const [entry] = added.timeOff;
    expect(added.timeOff).toEqual([
      { id: expect.any(Number), from: '2026-12-21', to: '2026-12-31', note: 'Holiday' },
    ]);
    const removed = await saved('DELETE', `/api/team/${member.id}/time-off/${entry?.id}`);
    expect(removed.timeOff).toEqual([]);
    expect(await refused(404, 'DELETE', `/api/team/${member.id}/time-off/${entry?.id}`)).toEqual([
      'Time off not found',
    ]);
  });

  it('refuses bad input with 400 and other businesses’ ids with 404', async () => {
    const url = `/api/team/${ownerMember.id}/time-off`;
    const bad: [object, string][] = [
      [{}, 'Date is required'],
      [{ from: '2026-12-02', to: '2026-12-01' }, 'The last day away must not be before the first'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'Date is not a calendar date'],
      [{ from: '2026-12-01', to: '2026-12-01', note: 'x'.repeat(201) }, 'at most 200'],
      [{ from: '2026-12-01', to: '2026-12-01', note: 'a\u0007b' }, 'control characters'],
    ];
    for (const [payload, message] of bad) {
      expect((await refused(400, 'POST', url, payload)).join(' | ')).toContain(message);
    }
    await refused(404, 'POST', `/api/team/${othersMember.id}/time-off`, {
      from: '2026-12-01',
      to: '2026-12-01',
    });
    // Another business's entry, through its own member or ours.
    const theirs = await call(other, 'POST', `/api/team/${othersMember.id}/time-off`, {
      from: '2026-12-01',
      to: '2026-12-01',
    });
    const theirEntry = teamMemberSavedSchema.parse(theirs.body).member.timeOff[0];
    await refused(404, 'DELETE', `/api/team/${ownerMember.id}/time-off/${theirEntry?.id}`);
    await refused(404, 'DELETE', `/api/team/${othersMember.id}/time-off/${theirEntry?.id}`);
    await refused(400, 'DELETE', `/api/team/${ownerMember.id}/time-off/x`);
  });
});

describe('a new service in the catalogue', () => {
  const service = (extra: object = {}) => ({
    serviceName: `Service ${Math.random()}`,
    categoryTypeID: 0,
    servDesc: 'A service',
    serviceTypeID: 1,
    durationID: 1,
    priceTypeID: 1,
    price: '100',
    ...extra,
  });

  async function categoryId(): Promise<number> {
    const row = await t.app.db
      .selectFrom('categories')
      .select('id')
      .where('business_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('goes to every active member, or only to those named', async () => {
    const categoryTypeID = await categoryId();
    const everyone = await call(owner, 'POST', '/api/services/create', service({ categoryTypeID }));
    expect(everyone.status, JSON.stringify(everyone.body)).toBe(201);
    const members = await team();
    for (const member of members.filter((m) => m.active)) {
      expect(member.serviceIds).toContain(everyone.body.sid);
    }
    for (const member of members.filter((m) => !m.active)) {
      expect(member.serviceIds).not.toContain(everyone.body.sid);
    }
    const named = await call(
      owner,
      'POST',
      '/api/services/create',
      service({ categoryTypeID, memberIds: [ownerMember.id] }),
    );
    expect(named.status).toBe(201);
    const holders = (await team()).filter((m) => m.serviceIds.includes(Number(named.body.sid)));
    expect(holders.map((m) => m.id)).toEqual([ownerMember.id]);
    expect(
      await refused(
        404,
        'POST',
        '/api/services/create',
        service({ categoryTypeID, memberIds: [othersMember.id] }),
      ),
    ).toEqual(['Team member not found']);
  });
});
