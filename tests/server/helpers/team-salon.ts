// The salon the Team screen's call tests work in (team, team-services, team-hours): an
// owner with two services and their first member, another business with a service and member of
// its own, and a clock fixed on Monday 23 November 2026. The bindings below are set by the hooks
// `useTeamSalon()` adds to the calling file, which gets a fresh database of its own.
import { afterAll, beforeAll, expect } from 'vitest';
import { errorResponseSchema } from '@contract/common.js';
import { teamListSchema, teamMemberSavedSchema, type TeamMember } from '@contract/team.js';
import { registerVerifyAndLogin, type Owner } from './accounts.js';
import { insertService } from './diary.js';
import { createTestApp, type TestApp } from './test-app.js';

// Monday 23 November 2026, 11:00 in Oslo.
const NOW = new Date('2026-11-23T10:00:00Z');

export let t: TestApp;
export let owner: Owner;
export let other: Owner;
export let cut: number;
export let colour: number;
export let othersService: number;
export let ownerMember: TeamMember;
export let othersMember: TeamMember;

export async function call(
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

export async function team(who: Owner = owner): Promise<TeamMember[]> {
  const { status, body } = await call(who, 'GET', '/api/team');
  expect(status).toBe(200);
  return teamListSchema.parse(body);
}

export async function addMember(payload: object, who: Owner = owner): Promise<TeamMember> {
  const { status, body } = await call(who, 'POST', '/api/team', payload);
  expect(status, JSON.stringify(body)).toBe(201);
  return teamMemberSavedSchema.parse(body).member;
}

export async function saved(method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  const { status, body } = await call(owner, method, url, payload);
  expect(status, JSON.stringify(body)).toBe(method === 'POST' ? 201 : 200);
  return teamMemberSavedSchema.parse(body).member;
}

/** The refusal's messages, after checking it is the status in the envelope. */
export async function refused(
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

export const card = (overrides: object = {}) => ({
  name: 'Maria',
  color: 'teal',
  phone: '',
  email: '',
  capacity: 1,
  active: true,
  ...overrides,
});

export const WEEK = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
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

/** The app on a fresh database, the two businesses and their first members, for the calling file. */
export function useTeamSalon() {
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
}
