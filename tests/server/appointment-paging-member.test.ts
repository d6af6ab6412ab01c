// GET all_upcoming and all_past with memberId: a page of one team member's bookings, counted in
// X-Total-Count, with q, sort and paging as without; another business's member or an unknown id
// finds nothing, as the month call's memberId does (docs/decisions.md, Lists at scale).
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentListResponseSchema,
  type AppointmentListQuery,
} from '../../contract/appointments.js';
import { appointmentPageQueries } from '../../server/routes/appointments/appointment-pages-repository.js';
import { firstActiveMemberId, insertMember } from '../../server/repositories/team-members.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment } from './helpers/diary.js';

// 10:00 UTC is 11:00 in Oslo.
const NOW = new Date('2026-11-23T10:00:00Z');
const OSLO = 'Europe/Oslo';

let t: TestApp;
let owner: Owner;
let other: Owner;
const members: Record<'owner' | 'anne' | 'bo' | 'theirs', number> = {
  owner: 0,
  anne: 0,
  bo: 0,
  theirs: 0,
};
const ids: Record<string, number> = {};

type Who = 'owner' | 'anne' | 'bo';
// [key, date, time, first name, last name, member, cents]: Anne's and Bo's interleave in time
// (a tie at a start goes by id: upAnne1 first), and the owner's own member has one each side.
const BOOKINGS: [string, string, string, string, string, Who, number][] = [
  ['pastAnne1', '2026-11-02', '09:00', 'Nora', 'Hansen', 'anne', 3000],
  ['pastBo1', '2026-11-10', '10:00', 'Ola', 'Nordmann', 'bo', 4000],
  ['pastAnne2', '2026-11-20', '14:30', 'Emma', 'Dahl', 'anne', 5000],
  ['pastOwner', '2026-11-21', '12:00', 'Nora', 'Olsen', 'owner', 2000],
  ['upAnne1', '2026-11-24', '09:00', 'Nora', 'Berg', 'anne', 6000],
  ['upBo1', '2026-11-24', '09:00', 'Nils', 'Ås', 'bo', 1500],
  ['upBo2', '2026-11-25', '11:00', 'Ada', 'Nygård', 'bo', 9000],
  ['upAnne2', '2026-11-26', '13:00', 'Zofia', 'Kowalski', 'anne', 2500],
  ['upOwner', '2026-11-27', '10:00', 'Nora', 'Lie', 'owner', 3500],
  ['upAnne3', '2026-12-01', '16:15', 'Hanne', 'Noraker', 'anne', 800],
];

async function get(who: Owner, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: who.auth });
  return {
    status: response.statusCode,
    body: response.json(),
    payload: response.payload,
    total: response.headers['x-total-count'],
  };
}

const keyOf = (id: number) => Object.keys(ids).find((key) => ids[key] === id) ?? `other:${id}`;

async function list(who: Owner, url: string): Promise<{ keys: string[]; total: unknown }> {
  const answer = await get(who, url);
  expect(answer.status, answer.payload).toBe(200);
  const rows = appointmentListResponseSchema.parse(answer.body);
  return { keys: rows.map((row) => keyOf(row.id)), total: answer.total };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: OSLO });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: OSLO });
  members.owner = (await firstActiveMemberId(t.app.db, owner.id)) ?? 0;
  members.anne = await insertMember(t.app.db, owner.id, { name: 'Anne' }, NOW);
  members.bo = await insertMember(t.app.db, owner.id, { name: 'Bo' }, NOW);
  members.theirs = (await firstActiveMemberId(t.app.db, other.id)) ?? 0;
  for (const [key, date, time, firstName, lastName, who, cents] of BOOKINGS) {
    ids[key] = await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: OSLO,
      date,
      time,
      firstName,
      lastName,
      memberId: members[who],
      items: [{ id: 1, name: 'Cut', price_cents: cents, duration: 30 }],
    });
  }
  // The other business: a Nora at Bo's start, before and after now, with its own member.
  for (const date of ['2026-11-10', '2026-11-24']) {
    await insertAppointment(t.app.db, {
      businessId: other.id,
      timezone: OSLO,
      date,
      time: '09:00',
      firstName: 'Nora',
      lastName: 'Hansen',
      memberId: members.theirs,
    });
  }
});

afterAll(async () => {
  await t.close();
});

describe('a page of one member', () => {
  it("lists only the member's bookings in the list's order and counts only theirs", async () => {
    expect(await list(owner, `/api/appointments/all_upcoming?memberId=${members.anne}`)).toEqual({
      keys: ['upAnne1', 'upAnne2', 'upAnne3'],
      total: '3',
    });
    expect(await list(owner, `/api/appointments/all_past?memberId=${members.bo}`)).toEqual({
      keys: ['pastBo1'],
      total: '1',
    });
    expect(await list(owner, `/api/appointments/all_past?memberId=${members.owner}`)).toEqual({
      keys: ['pastOwner'],
      total: '1',
    });
  });

  it('counts every match of the member on a full page, and pages through them', async () => {
    const base = `/api/appointments/all_upcoming?memberId=${members.anne}&limit=2`;
    expect(await list(owner, base)).toEqual({ keys: ['upAnne1', 'upAnne2'], total: '3' });
    expect(await list(owner, `${base}&offset=2`)).toEqual({ keys: ['upAnne3'], total: '3' });
    expect(await list(owner, `${base}&offset=4`)).toEqual({ keys: [], total: '3' });
    const past = `/api/appointments/all_past?memberId=${members.anne}&limit=1`;
    expect(await list(owner, past)).toEqual({ keys: ['pastAnne2'], total: '2' });
  });

  it('combines with the search, every sort and both directions', async () => {
    // Nora Berg is Anne's; Nora Olsen and Nora Lie are the owner's; Hanne Noraker is Anne's.
    expect(
      await list(owner, `/api/appointments/all_upcoming?memberId=${members.anne}&q=nora`),
    ).toEqual({ keys: ['upAnne1', 'upAnne3'], total: '2' });
    expect(
      await list(
        owner,
        `/api/appointments/all_upcoming?memberId=${members.anne}&q=nora&sort=client&dir=desc`,
      ),
    ).toEqual({ keys: ['upAnne1', 'upAnne3'], total: '2' });
    expect(
      await list(
        owner,
        `/api/appointments/all_upcoming?memberId=${members.bo}&sort=total&dir=desc&limit=1`,
      ),
    ).toEqual({ keys: ['upBo2'], total: '2' });
    expect(
      (await list(owner, `/api/appointments/all_upcoming?memberId=${members.anne}&sort=client`))
        .keys,
    ).toEqual(['upAnne3', 'upAnne1', 'upAnne2']);
    expect(
      (await list(owner, `/api/appointments/all_past?memberId=${members.anne}&dir=asc`)).keys,
    ).toEqual(['pastAnne1', 'pastAnne2']);
    expect(
      await list(owner, `/api/appointments/all_upcoming?memberId=${members.bo}&q=BID${ids.upBo2}`),
    ).toEqual({ keys: ['upBo2'], total: '1' });
    expect(
      await list(
        owner,
        `/api/appointments/all_upcoming?memberId=${members.bo}&q=BID${ids.upAnne1}`,
      ),
    ).toEqual({ keys: [], total: '0' });
  });

  it('leaves the answer without memberId as it was: everyone', async () => {
    expect(await list(owner, '/api/appointments/all_upcoming?limit=50')).toEqual({
      keys: ['upAnne1', 'upBo1', 'upBo2', 'upAnne2', 'upOwner', 'upAnne3'],
      total: '6',
    });
  });
});

describe("another business's member, or an unknown one", () => {
  it('finds nothing, as the month call does', async () => {
    for (const path of ['all_upcoming', 'all_past']) {
      expect(await list(other, `/api/appointments/${path}?memberId=${members.anne}`)).toEqual({
        keys: [],
        total: '0',
      });
      expect(await list(owner, `/api/appointments/${path}?memberId=${members.theirs}`)).toEqual({
        keys: [],
        total: '0',
      });
      expect(await list(owner, `/api/appointments/${path}?memberId=999999&limit=1`)).toEqual({
        keys: [],
        total: '0',
      });
    }
    // Their own member lists their own bookings only.
    const theirs = await list(other, `/api/appointments/all_upcoming?memberId=${members.theirs}`);
    expect(theirs.total).toBe('1');
    expect(theirs.keys[0]).toMatch(/^other:/);
  });
});

describe('bad values', () => {
  it.each([
    ['memberId=abc', 'memberId: Must be a number'],
    ['memberId=0', 'memberId: Must be chosen'],
    ['memberId=-3', 'memberId: Must be chosen'],
    ['memberId=1.5', 'memberId: Must be a number'],
    ['memberId=99999999999', 'memberId: Is not a known id'],
    ['memberId=1&memberId=2', 'memberId: Must be a number'],
  ])('refuses %s with 400', async (query, msg) => {
    for (const path of ['all_upcoming', 'all_past']) {
      const answer = await get(owner, `/api/appointments/${path}?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: [{ msg, code: 'invalid' }] });
      expect(answer.total).toBeUndefined();
    }
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('query plan on SQLite', () => {
  it("reads one member's page by start along the business/date index", async () => {
    const query: AppointmentListQuery = { limit: 50, memberId: members.anne };
    const { page } = appointmentPageQueries(
      t.app.db,
      { id: owner.id, timezone: OSLO },
      NOW,
      'past',
      query,
    );
    const compiled = page.compile();
    const explained = await t.app.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    const plan = explained.rows.map((row) => row.detail).join('\n');
    expect(plan).toMatch(/INDEX appointments_business_when \(business_id=\?/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});
