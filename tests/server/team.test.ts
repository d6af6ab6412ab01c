// The Team screen's calls (docs/decisions.md, Team): the owner as the first member, adding,
// editing, reordering and deactivating members (refused with the member's future bookings); bad
// input a 400 in the envelope, another business's ids 404, and a repeated Idempotency-Key
// applied once. Services are team-services.test.ts, hours and time off team-hours.test.ts; the
// salon all three work in is helpers/team-salon.ts.
import { describe, expect, it } from 'vitest';
import {
  LAST_ACTIVE_MEMBER_MESSAGE,
  MEMBER_HAS_FUTURE_BOOKINGS_MESSAGE,
  TEAM_FULL_MESSAGE,
  TEAM_ORDER_MISMATCH_MESSAGE,
  TEAM_SIZE_MAX,
  teamMemberBusySchema,
  teamOrderSavedSchema,
} from '../../contract/team.js';
import { registerVerifyAndLogin } from './helpers/accounts.js';
import { insertAppointment } from './helpers/diary.js';
import {
  t,
  owner,
  cut,
  colour,
  othersService,
  ownerMember,
  othersMember,
  call,
  team,
  addMember,
  saved,
  refused,
  card,
  useTeamSalon,
} from './helpers/team-salon.js';

useTeamSalon();

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
