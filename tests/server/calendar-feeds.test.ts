// The calendar feeds (docs/decisions.md, Calendar feed): the addresses the owner reads, a
// business's and a member's bookings from 30 local days back on, names as the business chose,
// another business's address never showing these bookings, and a replaced address answering 404
// at once. The served file is read back by Debian's python3-icalendar, not by our own code
// (tests/README.md, Independent readers).
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../contract/api-paths.js';
import { calendarFeedsSavedSchema, calendarFeedsSchema } from '../../contract/calendar-feeds.js';
import { teamMemberSavedSchema, type TeamMember } from '../../contract/team.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { ownerCallOn } from './helpers/owner-call.js';
import { insertAppointment } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 10:00 in Oslo: 30 days back is Saturday 24 October.
const NOW = new Date('2026-11-23T09:00:00Z');
const OSLO = 'Europe/Oslo';
const FIRST_DAY_IN = '2026-10-24';
const LAST_DAY_OUT = '2026-10-23';

let t: TestApp;
let owner: Owner;
let other: Owner;
let jonas: TeamMember;

const call = ownerCallOn(() => t.app);

async function feedsOf(who: Owner) {
  const { status, body } = await call(who, 'GET', '/api/business-settings/calendar-feeds');
  expect(status, JSON.stringify(body)).toBe(200);
  return calendarFeedsSchema.parse(body);
}

/** The address's path: /feeds/{token}.ics, as a calendar would ask for it. */
async function feedUrl(who: Owner, memberId: number | null = null): Promise<string> {
  const feed = (await feedsOf(who)).feeds.find((one) => one.memberId === memberId);
  if (!feed) throw new Error(`no feed for member ${memberId}`);
  return new URL(feed.url).pathname;
}

async function fetchFeed(path: string) {
  const response = await t.app.inject({ method: 'GET', url: path });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    body: response.body,
  };
}

/** The feed's events as Debian's python3-icalendar reads them. */
function parsedEvents(ics: string): { uid: string; summary: string; start: string; end: string }[] {
  const script = [
    'import sys, json, icalendar',
    'cal = icalendar.Calendar.from_ical(sys.stdin.buffer.read())',
    'print(json.dumps([{"uid": str(e["UID"]), "summary": str(e["SUMMARY"]),',
    '  "start": e.decoded("DTSTART").isoformat(), "end": e.decoded("DTEND").isoformat()}',
    '  for e in cal.walk("VEVENT")], ensure_ascii=False))',
  ].join('\n');
  // Debian's interpreter: python3-icalendar is installed for it (.ci/run), not for a pyenv one.
  const out = execFileSync('/usr/bin/python3', ['-c', script], { input: ics, encoding: 'utf8' });
  return JSON.parse(out) as { uid: string; summary: string; start: string; end: string }[];
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { firstname: 'Ada', lastname: 'Lie' });
  other = await registerVerifyAndLogin(t.app, t.dataDir);
  const added = await call(owner, 'POST', '/api/team', { name: 'Jonas', color: 'teal' });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  jonas = teamMemberSavedSchema.parse(added.body).member;

  const seed = { businessId: owner.id, timezone: OSLO };
  const hair = [{ id: null, name: 'Hårfarge', price_cents: 90000, duration: 90 }];
  await insertAppointment(t.app.db, {
    ...seed,
    date: LAST_DAY_OUT,
    time: '23:00',
    firstName: 'Gammel',
    lastName: 'Utenfor',
  });
  await insertAppointment(t.app.db, {
    ...seed,
    date: FIRST_DAY_IN,
    time: '00:30',
    firstName: 'Første',
    lastName: 'Innenfor',
  });
  await insertAppointment(t.app.db, {
    ...seed,
    date: '2026-11-24',
    time: '10:00',
    firstName: 'Åse',
    lastName: 'Bjørnstad',
    items: hair,
    memberId: jonas.id,
  });
  await insertAppointment(t.app.db, {
    ...seed,
    date: '2026-11-25',
    time: '12:00',
    firstName: 'Avlyst',
    lastName: 'Kunde',
    status: 'cancelled',
  });
  await insertAppointment(t.app.db, {
    businessId: other.id,
    timezone: OSLO,
    date: '2026-11-24',
    time: '11:00',
    firstName: 'Fremmed',
    lastName: 'Kunde',
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the owner’s addresses', () => {
  it('lists the business’s feed first, then each member’s, each a secret address', async () => {
    const { fullNames, feeds } = await feedsOf(owner);
    expect(fullNames).toBe(false);
    expect(feeds.map((feed) => feed.memberName)).toEqual([null, 'Ada Lie', 'Jonas']);
    for (const feed of feeds)
      expect(feed.url).toMatch(/^http:\/\/localhost:3000\/feeds\/[\w-]{43}\.ics$/);
    expect(new Set(feeds.map((feed) => feed.url)).size).toBe(3);
    // Read again, the same addresses: they are kept, not made anew.
    expect((await feedsOf(owner)).feeds).toEqual(feeds);
  });

  it('refuses another business’s member with 404 and a body that does not parse with 400', async () => {
    const othersMember = (await feedsOf(other)).feeds[1]?.memberId;
    const path = '/api/business-settings/calendar-feeds/replace';
    const refused = await call(owner, 'POST', path, { memberId: othersMember });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({
      errors: [expect.objectContaining({ msg: 'Team member not found' })],
    });
    const bad = await call(owner, 'POST', path, { memberId: 'all' });
    expect(bad.status).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/business-settings/calendar-feeds' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the feed', () => {
  it('serves the business’s bookings from 30 local days back on, cancelled ones left out', async () => {
    const feed = await fetchFeed(await feedUrl(owner));
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const events = parsedEvents(feed.body);
    expect(events.map((event) => event.summary)).toEqual([
      'Balayage, Toner & gloss – Første',
      'Hårfarge – Åse',
    ]);
    // 00:30 in Oslo in summer time's last week is 22:30 UTC the day before; winter time +1.
    expect(events[0]).toMatchObject({
      start: '2026-10-23T22:30:00+00:00',
      end: '2026-10-24T02:15:00+00:00',
    });
    expect(events[1]).toMatchObject({
      start: '2026-11-24T09:00:00+00:00',
      end: '2026-11-24T10:30:00+00:00',
    });
    expect(events.every((event) => /^appointment-\d+@localhost$/.test(event.uid))).toBe(true);
    expect(feed.body).toContain('DTSTAMP:20261123T090000Z');
    expect(feed.body).not.toContain('Fremmed');
  });

  it('holds a member’s bookings only in the member’s feed', async () => {
    const events = parsedEvents((await fetchFeed(await feedUrl(owner, jonas.id))).body);
    expect(events.map((event) => event.summary)).toEqual(['Hårfarge – Åse']);
  });

  it('never shows this business’s bookings at another business’s address', async () => {
    const events = parsedEvents((await fetchFeed(await feedUrl(other))).body);
    expect(events.map((event) => event.summary)).toEqual(['Balayage, Toner & gloss – Fremmed']);
  });

  it('names clients in full when the owner chooses so', async () => {
    const saved = await call(owner, 'PUT', '/api/business-settings/calendar-feeds', {
      fullNames: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(calendarFeedsSavedSchema.parse(saved.body).calendarFeeds.fullNames).toBe(true);
    const events = parsedEvents((await fetchFeed(await feedUrl(owner))).body);
    expect(events.map((event) => event.summary)).toEqual([
      'Balayage, Toner & gloss – Første Innenfor',
      'Hårfarge – Åse Bjørnstad',
    ]);
    await call(owner, 'PUT', '/api/business-settings/calendar-feeds', { fullNames: false });
  });

  it('answers 404 for an address that never was', async () => {
    for (const path of ['/feeds/nothing.ics', `/feeds/${'A'.repeat(43)}.ics`]) {
      const feed = await fetchFeed(path);
      expect(feed.status).toBe(404);
      expect(JSON.parse(feed.body)).toEqual({
        errors: [expect.objectContaining({ msg: expect.any(String) })],
      });
    }
  });
});

describe('replacing an address', () => {
  it('makes the old one answer 404 at once and leaves the other addresses as they were', async () => {
    const before = await feedsOf(owner);
    const oldPath = await feedUrl(owner, jonas.id);
    const replaced = await t.app.inject({
      method: 'POST',
      url: '/api/business-settings/calendar-feeds/replace',
      headers: { ...owner.auth, [IDEMPOTENCY_HEADER]: 'replace-jonas-1' },
      payload: { memberId: jonas.id },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = calendarFeedsSavedSchema.parse(replaced.json()).calendarFeeds;
    const newPath = new URL(after.feeds.find((feed) => feed.memberId === jonas.id)?.url ?? '')
      .pathname;
    expect(newPath).not.toBe(oldPath);
    expect((await fetchFeed(oldPath)).status).toBe(404);
    expect(parsedEvents((await fetchFeed(newPath)).body)).toHaveLength(1);
    expect(after.feeds.filter((feed) => feed.memberId !== jonas.id)).toEqual(
      before.feeds.filter((feed) => feed.memberId !== jonas.id),
    );
    // The key's stored answer holds no address: the secret is not copied into another table.
    const stored = await t.app.db
      .selectFrom('idempotency_keys')
      .select('response_body')
      .where('key', '=', 'replace-jonas-1')
      .executeTakeFirstOrThrow();
    expect(stored.response_body).not.toContain('/feeds/');
  });

  it('replaces the business’s address alone', async () => {
    const oldPath = await feedUrl(owner);
    const memberPath = await feedUrl(owner, jonas.id);
    const replaced = await call(owner, 'POST', '/api/business-settings/calendar-feeds/replace', {
      memberId: null,
    });
    expect(replaced.status).toBe(200);
    expect((await fetchFeed(oldPath)).status).toBe(404);
    expect((await fetchFeed(await feedUrl(owner))).status).toBe(200);
    expect((await fetchFeed(memberPath)).status).toBe(200);
  });
});
