// The booking page with a team (docs/decisions.md, Team): the profile lists the active members
// (no phone or e-mail), the slots call takes a member or none ("No preference"), a booking takes
// a memberId or is given the free member with the fewest booked minutes that day, then the first
// by position; the answer, the client's mail and .ics and the owner's mail name the member. A
// member who does not do the services, is inactive or is another business's is refused in the
// envelope. Members are written straight into the database, with the team's own repository.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  portalBookingSchema,
  portalConflictSchema,
  portalProfileSchema,
  portalSlotsSchema,
} from '../../contract/portal.js';
import { firstActiveMemberId, insertMember } from '../../server/repositories/team-members.js';
import { readLatestMail, registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertService, slugOf } from './helpers/diary.js';
import { icsAttachment, parseIcs } from './helpers/mail-ics.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo (UTC+1). Default hours: Monday to Friday 10:00-19:00,
// a 15-minute interval; notice 120 minutes, horizon 60 days.
const NOW = new Date('2026-11-23T10:00:00Z');
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

let t: TestApp;
let owner: Owner;
let other: Owner;
let slug: string;
let cut: number; // 60 minutes
let colour: number; // 30 minutes
let maria: number; // the owner's member: everything, the business's hours
let bo: number; // cuts only, Tuesdays 12:00-17:00 with a break 14:00-14:30
let cleo: number; // everything, away on Wednesday
let dag: number; // inactive
let theirs: number; // the other business's member

async function call(method: 'GET' | 'POST', url: string, payload?: object, headers = {}) {
  const response = await t.app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const slotTimes = async (date: string, services: number[], member?: number | string) => {
  const query = `from=${date}&to=${date}&services=${services.join(',')}`;
  const { status, body } = await call(
    'GET',
    `/api/public/${slug}/slots?${query}${member === undefined ? '' : `&member=${member}`}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return portalSlotsSchema.parse(body).days[0]?.slots.map((slot) => slot.time) ?? [];
};

let people = 0;
function book(body: object, headers = {}) {
  people += 1;
  return call(
    'POST',
    `/api/public/${slug}/bookings`,
    {
      firstName: 'Kari',
      lastName: `Team${people}`,
      phone: `+47 911 00 ${String(people).padStart(3, '0')}`,
      email: `team${people}@example.com`,
      ...body,
    },
    headers,
  );
}

async function memberOfBooking(start: string): Promise<number | null> {
  const rows = await t.app.db
    .selectFrom('appointments')
    .select(['member_id', 'start_at'])
    .where('business_id', '=', owner.id)
    .where('start_at', '=', start)
    .execute();
  return rows.at(-1)?.member_id ?? null;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, {
    business_name: 'Team Salon',
    timezone: 'Europe/Oslo',
  });
  other = await registerVerifyAndLogin(t.app, t.dataDir, {
    business_name: 'Other Team Salon',
    timezone: 'Europe/Oslo',
  });
  slug = await slugOf(t.app.db, owner.id);
  const db = t.app.db;
  // The whole salon takes three clients at once; each member one.
  await db
    .insertInto('business_availability')
    .values({ business_id: owner.id, capacity: 3 })
    .execute();
  cut = await insertService(db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
  colour = await insertService(db, owner.id, { name: 'Colour', priceCents: 20000, minutes: 30 });
  maria = await firstActiveMemberId(db, owner.id);
  bo = await insertMember(
    db,
    owner.id,
    { name: 'Bo', phone: '+47 222 22 222', serviceIds: [cut] },
    NOW,
  );
  cleo = await insertMember(db, owner.id, { name: 'Cleo', email: 'cleo@example.com' }, NOW);
  dag = await insertMember(db, owner.id, { name: 'Dag' }, NOW);
  await db.updateTable('team_members').set({ active: 0 }).where('id', '=', dag).execute();
  theirs = await insertMember(db, other.id, { name: 'Theirs' }, NOW);
  // Bo works Tuesdays only, 12:00-17:00, with a break at 14:00.
  await db
    .insertInto('team_member_hours')
    .values(
      [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        member_id: bo,
        business_id: owner.id,
        day_of_week: day,
        open: day === 2 ? 1 : 0,
        start_time: day === 2 ? '12:00' : null,
        end_time: day === 2 ? '17:00' : null,
      })),
    )
    .execute();
  await db
    .insertInto('team_member_breaks')
    .values({
      member_id: bo,
      business_id: owner.id,
      day_of_week: 2,
      start_time: '14:00',
      end_time: '14:30',
    })
    .execute();
  await db
    .insertInto('team_member_time_off')
    .values({
      member_id: cleo,
      business_id: owner.id,
      from_date: WEDNESDAY,
      to_date: WEDNESDAY,
      note: 'Course',
    })
    .execute();
});

afterAll(async () => {
  await t.close();
});

describe('the profile', () => {
  it('lists the active members by position with their services, and no contact', async () => {
    const { status, body } = await call('GET', `/api/public/${slug}`);
    expect(status).toBe(200);
    const profile = portalProfileSchema.parse(body);
    expect(profile.members).toEqual([
      { id: maria, name: expect.any(String), color: expect.any(String), serviceIds: [cut, colour] },
      { id: bo, name: 'Bo', color: expect.any(String), serviceIds: [cut] },
      { id: cleo, name: 'Cleo', color: expect.any(String), serviceIds: [cut, colour] },
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toContain('+47 222 22 222');
    expect(text).not.toContain('cleo@example.com');
    expect(text).not.toContain('Dag');
  });
});

describe('GET /api/public/{slug}/slots with a member', () => {
  it('offers a member only inside their own hours, outside their break, never on time off', async () => {
    const tuesday = await slotTimes(TUESDAY, [cut], bo);
    expect(tuesday[0]).toBe('12:00');
    expect(tuesday.at(-1)).toBe('16:00');
    // The 60-minute cut cannot cross the break 14:00-14:30.
    expect(tuesday).toContain('13:00');
    expect(tuesday).not.toContain('13:15');
    expect(tuesday).not.toContain('14:00');
    expect(tuesday).toContain('14:30');
    expect(await slotTimes(MONDAY, [cut], bo)).toEqual([]);
    expect(await slotTimes(WEDNESDAY, [cut], cleo)).toEqual([]);
    // Without a member, the business's hours of someone free: Maria's Wednesday.
    const anyone = await slotTimes(WEDNESDAY, [cut]);
    expect(anyone[0]).toBe('10:00');
    expect(anyone.at(-1)).toBe('18:00');
  });

  it('refuses a member who does not do every service (400) or is not bookable here (404)', async () => {
    const query = `from=${TUESDAY}&to=${TUESDAY}&services=${cut},${colour}`;
    const refused = async (member: string | number, status: number) => {
      const answer = await call('GET', `/api/public/${slug}/slots?${query}&member=${member}`);
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({
        errors: [expect.objectContaining({ msg: expect.any(String) })],
      });
      return answer.body;
    };
    expect(JSON.stringify(await refused(bo, 400))).toMatch(/Bo does not do every service/);
    await refused(theirs, 404);
    await refused(dag, 404);
    await refused(999_999, 404);
    await refused('abc', 400);
    await refused(0, 400);
  });
});

describe('POST /api/public/{slug}/bookings with a member', () => {
  it('books the member asked for and names them in the answer and both mails', async () => {
    const body = {
      services: [cut],
      date: TUESDAY,
      time: '12:00',
      memberId: bo,
      firstName: 'Siri',
      lastName: 'Holm',
      phone: '+47 933 33 333',
      email: 'ask.bo@example.com',
    };
    const answer = await book(body, { 'idempotency-key': 'team-book-bo' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const booking = portalBookingSchema.parse(answer.body);
    expect(booking.member).toEqual({ id: bo, name: 'Bo' });
    expect(await memberOfBooking('2026-11-24T11:00:00.000Z')).toBe(bo);

    // Replayed under the same key: the same answer, member and all, and no second booking.
    const again = await book(body, { 'idempotency-key': 'team-book-bo' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(answer.body);
    const rows = await t.app.db
      .selectFrom('appointments')
      .select('id')
      .where('business_id', '=', owner.id)
      .where('member_id', '=', bo)
      .execute();
    expect(rows).toHaveLength(1);

    const raw = await readLatestMail(t.dataDir, 'ask.bo@example.com');
    // Soft line breaks of quoted-printable joined for the text; the base64 .ics read as sent.
    const mail = raw.replace(/=\r?\n/g, '');
    expect(mail).toContain('Cut with Bo, 2026-11-24 at');
    const event = parseIcs(icsAttachment(raw));
    expect(event.SUMMARY).toBe('Cut with Bo at Team Salon');
    expect(event.DESCRIPTION).toMatch(/^With Bo\.\\nTo cancel: /);
    const ownerMail = await readLatestMail(t.dataDir, owner.email);
    expect(ownerMail).toContain('With Bo.');
  });

  it("refuses the member's taken time with 409 and that member's nearest free times", async () => {
    const { status, body } = await book({
      services: [cut],
      date: TUESDAY,
      time: '12:00',
      memberId: bo,
    });
    expect(status).toBe(409);
    const conflict = portalConflictSchema.parse(body);
    expect(conflict.errors[0]?.msg).toMatch(/just taken/);
    expect(conflict.errors[0]?.code).toBe('slot_taken');
    expect(conflict.nearest.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      // Bo's next free hour, then after his break.
      `${TUESDAY} 13:00`,
      `${TUESDAY} 14:30`,
      `${TUESDAY} 14:45`,
    ]);
    // Maria is still free then: "No preference" books it.
    const anyone = await book({ services: [cut], date: TUESDAY, time: '12:00' });
    expect(anyone.status).toBe(201);
    expect(portalBookingSchema.parse(anyone.body).member?.id).toBe(maria);
  });

  it('gives "No preference" to the free member with the fewest booked minutes, then by position', async () => {
    // Thursday: nobody has a booking, so Maria (first by position) gets 10:00.
    const first = await book({ services: [cut], date: THURSDAY, time: '10:00' });
    expect(portalBookingSchema.parse(first.body).member?.id).toBe(maria);
    // Maria now has 60 minutes that day and Cleo none: Cleo gets 15:00, though Maria is free.
    const second = await book({ services: [cut], date: THURSDAY, time: '15:00' });
    expect(portalBookingSchema.parse(second.body).member?.id).toBe(cleo);
    // Both have 60: Maria again, by position; Bo does not work Thursdays.
    const third = await book({ services: [cut], date: THURSDAY, time: '17:00' });
    expect(portalBookingSchema.parse(third.body).member?.id).toBe(maria);
    expect(await memberOfBooking('2026-11-26T16:00:00.000Z')).toBe(maria);
  });

  it('refuses a member who does not do the services, is inactive or is not here', async () => {
    const refused = async (memberId: unknown, status: number) => {
      const answer = await book({
        services: [cut, colour],
        date: THURSDAY,
        time: '12:00',
        memberId,
      });
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({
        errors: [expect.objectContaining({ msg: expect.any(String) })],
      });
    };
    await refused(bo, 400);
    await refused(dag, 404);
    await refused(theirs, 404);
    await refused('Bo', 400);
    const rows = await t.app.db
      .selectFrom('appointments')
      .select('id')
      .where('business_id', '=', owner.id)
      .where('start_at', '=', '2026-11-26T11:00:00.000Z')
      .execute();
    expect(rows).toEqual([]);
  });
});
