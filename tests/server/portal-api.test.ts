// The online booking portal's public calls: the business and its catalogue, the slots,
// booking with its mails and .ics, the cancel link, the honeypot, capacity, and that no public
// answer carries another client's name or contact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../contract/common.js';
import {
  portalBookingSchema,
  portalConflictSchema,
  portalProfileSchema,
  portalSlotsSchema,
} from '../../contract/portal.js';
import {
  readLatestMail,
  registerVerifyAndLogin,
  registrationBody,
  type Owner,
} from './helpers/accounts.js';
import { insertAppointment, insertClient, insertService } from './helpers/diary.js';
import { icsAttachment, parseIcs } from './helpers/mail-ics.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo (UTC+1). Default hours: Monday to Friday 10:00-19:00,
// a 15-minute interval; notice 120 minutes, horizon 60 days.
let clockMs = Date.parse('2026-11-23T10:00:00Z');
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';

let t: TestApp;
let owner: Owner;
let other: Owner;
let slug: string;
let cut: number; // 60 minutes, 450.00
let colour: number; // 30 minutes, 200.50
let othersService: number;

const SECRET = {
  firstName: 'Zebediah',
  lastName: 'Quillfeather',
  phone: '+47 555 12 345',
  email: 'zebediah.secret@example.org',
};

async function call(method: string, url: string, payload?: unknown, headers = {}) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.json<Record<string, unknown>>(),
    text: response.body,
    headers: response.headers,
  };
}

const slots = (query: string, which = slug) => call('GET', `/api/public/${which}/slots?${query}`);

const timesOn = async (date: string, services = `${cut}`) => {
  const { status, body } = await slots(`from=${date}&to=${date}&services=${services}`);
  expect(status).toBe(200);
  const parsed = portalSlotsSchema.parse(body);
  return parsed.days[0]?.slots.map((slot) => slot.time) ?? [];
};

let people = 0;
function client(overrides: object = {}) {
  people += 1;
  return {
    firstName: 'Kari',
    lastName: `Nordmann${people}`,
    phone: `+47 900 00 ${String(people).padStart(3, '0')}`,
    email: `kari${people}@example.com`,
    ...overrides,
  };
}

const book = (body: object, headers = {}, which = slug) =>
  call('POST', `/api/public/${which}/bookings`, body, headers);

async function ownerRange(date: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/appointments/range?from=${date}&to=${date}`,
    headers: owner.auth,
  });
  return response.json<{ id: number; firstName: string; lastName: string; status: string }[]>();
}

async function slugOf(id: number) {
  const row = await t.app.db
    .selectFrom('users')
    .select('slug')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.slug ?? '';
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(clockMs) });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, {
    business_name: 'Ådne Hår & Skjønnhet',
    timezone: 'Europe/Oslo',
  });
  other = await registerVerifyAndLogin(t.app, t.dataDir, {
    business_name: 'ÅDNE hår — skjønnhet!',
    timezone: 'Europe/Oslo',
  });
  slug = await slugOf(owner.id);
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
  colour = await insertService(t.app.db, owner.id, {
    name: 'Colour',
    priceCents: 20050,
    minutes: 30,
  });
  othersService = await insertService(t.app.db, other.id, {
    name: 'Theirs',
    priceCents: 100,
    minutes: 60,
  });
  const secretClient = await insertClient(t.app.db, owner.id, SECRET);
  // Someone else's booking on Friday 10:00-13:45 (the helper's 3 h 45 min of items).
  await insertAppointment(t.app.db, {
    businessId: owner.id,
    timezone: 'Europe/Oslo',
    date: FRIDAY,
    time: '10:00',
    firstName: SECRET.firstName,
    lastName: SECRET.lastName,
    clientId: secretClient,
  });
});

afterAll(async () => {
  await t.close();
});

describe('slugs', () => {
  it('are the business name in lower-case ASCII with hyphens, a number on a clash', async () => {
    expect(slug).toBe('adne-har-skjonnhet');
    expect(await slugOf(other.id)).toBe('adne-har-skjonnhet-2');
    const third = await registerVerifyAndLogin(t.app, t.dataDir, { business_name: 'Bookings' });
    expect(await slugOf(third.id)).toBe('bookings-2');
  });

  it('stay unique when the same name registers five times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/users',
          payload: registrationBody({ business_name: 'Twin Salon' }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(201));
    const rows = await t.app.db
      .selectFrom('users')
      .select('slug')
      .where('business_name', '=', 'Twin Salon')
      .execute();
    expect(rows.map((row) => row.slug).sort()).toEqual([
      'twin-salon',
      'twin-salon-2',
      'twin-salon-3',
      'twin-salon-4',
      'twin-salon-5',
    ]);
  });

  it('documents the public calls in the OpenAPI description', async () => {
    const docs = (await call('GET', '/api/docs/json')).body as { paths: Record<string, object> };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/api/public/{slug}',
        '/api/public/{slug}/slots',
        '/api/public/{slug}/bookings',
        '/api/public/bookings/cancel',
      ]),
    );
  });
});

describe('GET /api/public/{slug}', () => {
  it('answers the business and its catalogue by category, nothing private', async () => {
    const { status, body, text } = await call('GET', `/api/public/${slug}`);
    expect(status).toBe(200);
    const profile = portalProfileSchema.parse(body);
    expect(profile).toEqual({
      slug,
      businessName: 'Ådne Hår & Skjønnhet',
      phone: '+47 912 34 567',
      logo: null,
      timeZone: 'Europe/Oslo',
      // Proposed from the +47 dialling code at registration (docs/decisions.md, Locale).
      currency: 'NOK',
      // The owner registered without one: English (docs/decisions.md, Languages).
      language: 'en',
      categories: [
        {
          id: expect.any(Number) as number,
          name: 'Hair',
          // The helper writes the name as the description.
          description: 'Hair',
          services: [
            {
              id: cut,
              name: 'Cut',
              priceType: 'Fixed',
              price: 450,
              durationMinutes: 60,
              // The helper writes the name as the description.
              description: 'Cut',
            },
            {
              id: colour,
              name: 'Colour',
              priceType: 'Fixed',
              price: 200.5,
              durationMinutes: 30,
              description: 'Colour',
            },
          ],
        },
      ],
      // The owner, the one member (docs/decisions.md, Team): no phone or e-mail.
      members: [
        {
          id: expect.any(Number) as number,
          name: expect.any(String) as string,
          color: 'blue',
          serviceIds: [cut, colour],
        },
      ],
      // No address given, and the page asks for both as it always did (docs/decisions.md,
      // Address and booking page); the default week (helpers' registration).
      address: null,
      contactRule: 'both',
      weekHours: expect.any(Array) as unknown[],
    });
    expect(Object.keys(body).sort()).toEqual(Object.keys(profile).sort());
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain('Theirs');
  });

  it('answers 404 with a message for an unknown slug', async () => {
    const { status, body } = await call('GET', '/api/public/no-such-salon');
    expect(status).toBe(404);
    expect(body).toEqual({
      errors: [{ msg: 'There is no booking page at this address', code: 'not_found' }],
    });
    expect((await slots(`from=${TUESDAY}&to=${TUESDAY}&services=1`, 'no-such-salon')).status).toBe(
      404,
    );
  });

  it('answers 410 with a clear message while online booking is off', async () => {
    await t.app.db
      .insertInto('business_availability')
      .values({ business_id: other.id, online_booking: 0 })
      .execute();
    const otherSlug = await slugOf(other.id);
    const { status, body } = await call('GET', `/api/public/${otherSlug}`);
    expect(status).toBe(410);
    expect(JSON.stringify(body)).toMatch(/does not take bookings online/);
    const booking = await book(
      { services: [othersService], date: TUESDAY, time: '10:00', ...client() },
      {},
      otherSlug,
    );
    expect(booking.status).toBe(410);
  });
});

describe('GET /api/public/{slug}/slots', () => {
  it('offers the opening hours in steps of the interval, ending by closing', async () => {
    const times = await timesOn(TUESDAY);
    expect(times[0]).toBe('10:00');
    expect(times.at(-1)).toBe('18:00');
    expect(times).toHaveLength(33);
    // 60 + 30 minutes must end by 19:00.
    expect((await timesOn(TUESDAY, `${cut},${colour}`)).at(-1)).toBe('17:30');
    expect(await timesOn(SATURDAY)).toEqual([]);
  });

  it('answers instants and the duration too', async () => {
    const { body } = await slots(`from=${TUESDAY}&to=${TUESDAY}&services=${cut}`);
    const parsed = portalSlotsSchema.parse(body);
    expect(parsed.durationMinutes).toBe(60);
    expect(parsed.days[0]?.slots[0]).toEqual({
      time: '10:00',
      start: '2026-11-24T09:00:00.000Z',
      end: '2026-11-24T10:00:00.000Z',
    });
  });

  it('keeps the minimum notice: today from 13:00 (now 11:00)', async () => {
    expect((await timesOn(MONDAY))[0]).toBe('13:00');
  });

  it('stops at the horizon, 60 days after today', async () => {
    const { body } = await slots(`from=2027-01-21&to=2027-01-25&services=${cut}`);
    const days = portalSlotsSchema.parse(body).days;
    expect(days.map((day) => [day.date, day.slots.length > 0])).toEqual([
      ['2027-01-21', true],
      ['2027-01-22', true],
      ['2027-01-23', false],
      ['2027-01-24', false],
      ['2027-01-25', false],
    ]);
  });

  it('honours breaks, closed dates and special hours', async () => {
    await t.app.db
      .insertInto('business_breaks')
      .values({ business_id: owner.id, day_of_week: 2, start_time: '12:00', end_time: '13:00' })
      .execute();
    await t.app.db
      .insertInto('business_closures')
      .values({ business_id: owner.id, from_date: WEDNESDAY, to_date: WEDNESDAY })
      .execute();
    await t.app.db
      .insertInto('business_special_hours')
      .values({
        business_id: owner.id,
        date: THURSDAY,
        open: 1,
        opening_time: '12:00',
        closing_time: '14:00',
      })
      .execute();
    try {
      const tuesday = await timesOn(TUESDAY);
      expect(tuesday).toContain('11:00');
      expect(tuesday).not.toContain('11:15');
      expect(tuesday).not.toContain('12:30');
      expect(tuesday).toContain('13:00');
      expect(await timesOn(WEDNESDAY)).toEqual([]);
      expect(await timesOn(THURSDAY)).toEqual(['12:00', '12:15', '12:30', '12:45', '13:00']);
    } finally {
      await t.app.db.deleteFrom('business_breaks').execute();
      await t.app.db.deleteFrom('business_closures').execute();
      await t.app.db.deleteFrom('business_special_hours').execute();
    }
  });

  it('leaves out the time existing bookings hold, without saying whose', async () => {
    const friday = await timesOn(FRIDAY);
    expect(friday[0]).toBe('13:45');
    const { text } = await slots(`from=${FRIDAY}&to=${FRIDAY}&services=${cut}`);
    for (const value of Object.values(SECRET)) expect(text).not.toContain(value);
  });

  it.each([
    [`from=${TUESDAY}&to=${MONDAY}&services=1`, /before/],
    [`from=2026-11-23&to=2027-01-24&services=1`, /at most 62 days/],
    [`from=2026-02-30&to=2026-03-01&services=1`, /calendar date/],
    [`from=${TUESDAY}&to=${TUESDAY}&services=abc`, /services must be/],
    // Above a 32-bit id: PostgreSQL would refuse the parameter with a 500.
    [`from=${TUESDAY}&to=${TUESDAY}&services=1,4294967295`, /services must be ids/],
    [`from=${TUESDAY}&to=${TUESDAY}`, /services/],
  ])('refuses %s with 400', async (query, message) => {
    const { status, body } = await slots(query);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(message);
  });

  it("refuses another business's service with 400", async () => {
    const { status, body } = await slots(`from=${TUESDAY}&to=${TUESDAY}&services=${othersService}`);
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [{ msg: `Service ${othersService} is not offered here`, code: 'invalid' }],
    });
  });
});

describe('POST /api/public/{slug}/bookings', () => {
  it('books a new client online, mails them an .ics and the owner a notice', async () => {
    const who = client({
      firstName: 'Ingrid',
      lastName: 'Bakke',
      email: 'Ingrid.Bakke@Example.com',
    });
    const { status, body } = await book(
      { services: [cut, colour], date: TUESDAY, time: '10:00', ...who },
      { 'idempotency-key': 'portal-book-1' },
    );
    expect(status).toBe(201);
    const booking = portalBookingSchema.parse(body);
    expect(booking).toMatchObject({
      date: TUESDAY,
      time: '10:00',
      start: '2026-11-24T09:00:00.000Z',
      end: '2026-11-24T10:30:00.000Z',
      services: [
        { name: 'Cut', price: 450, durationMinutes: 60 },
        { name: 'Colour', price: 200.5, durationMinutes: 30 },
      ],
      total: 650.5,
    });
    expect(booking.cancelToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The owner sees it, booked online, for a new client with the contact given.
    const [row] = await ownerRange(TUESDAY);
    expect(row).toMatchObject({ firstName: 'Ingrid', lastName: 'Bakke', status: 'booked' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${row?.id}`,
      headers: owner.auth,
    });
    expect(detail.json()).toMatchObject({
      source: 'online',
      client: { firstName: 'Ingrid', lastName: 'Bakke', phone: who.phone, email: who.email },
    });

    // The same request under the same key is answered again, not booked again.
    const again = await book(
      { services: [cut, colour], date: TUESDAY, time: '10:00', ...who },
      { 'idempotency-key': 'portal-book-1' },
    );
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(body);
    expect(await ownerRange(TUESDAY)).toHaveLength(1);

    // The client's mail: the cancel link and a calendar event that parses.
    const raw = await readLatestMail(t.dataDir, who.email);
    // Soft line breaks of quoted-printable joined for the text; the base64 .ics read as sent.
    const mail = raw.replace(/=\r?\n/g, '');
    expect(mail).toContain(`/book/${slug}/cancel/${booking.cancelToken}`);
    const event = parseIcs(icsAttachment(raw));
    expect(event.BEGIN).toBe('VEVENT');
    expect(event.UID).toMatch(/^appointment-\d+@localhost$/);
    expect(event.DTSTART).toBe('20261124T090000Z');
    expect(event.DTEND).toBe('20261124T103000Z');
    // With the one member, the owner (docs/decisions.md, Team).
    expect(event.SUMMARY).toBe(
      `Cut\\, Colour with ${booking.member?.name} at Ådne Hår & Skjønnhet`,
    );
    expect(event.LOCATION).toBe('Ådne Hår & Skjønnhet');

    const ownerMail = await readLatestMail(t.dataDir, owner.email);
    expect(ownerMail).toMatch(/New online booking/);
  });

  it('answers before its mails are sent, and sends them afterwards', async () => {
    // A mailer that holds every message: a booking whose answer waited for its mails would hang.
    const realSend = t.app.mailer.send.bind(t.app.mailer);
    const held: (() => Promise<void>)[] = [];
    t.app.mailer.send = (message) =>
      new Promise<void>((resolve) => {
        held.push(() => realSend(message).then(resolve));
      });
    try {
      const who = client({ firstName: 'Herdis' });
      // A date no other test books.
      const { status } = await book({ services: [cut], date: '2026-12-01', time: '12:00', ...who });
      expect(status).toBe(201);
      expect(held).toHaveLength(2);
      await Promise.all(held.map((send) => send()));
      const mail = await readLatestMail(t.dataDir, who.email);
      expect(mail).toContain('Herdis');
    } finally {
      t.app.mailer.send = realSend;
    }
  });

  it('reuses the client with the same name and e-mail or phone', async () => {
    const first = client();
    expect((await book({ services: [cut], date: TUESDAY, time: '14:00', ...first })).status).toBe(
      201,
    );
    // The name must match too, case aside (client-duplicates.test.ts has the other cases).
    const samePhone = { ...client(), lastName: first.lastName.toUpperCase(), phone: first.phone };
    expect(
      (await book({ services: [cut], date: TUESDAY, time: '16:00', ...samePhone })).status,
    ).toBe(201);
    const rows = await t.app.db
      .selectFrom('appointments')
      .select('client_id')
      .where('business_id', '=', owner.id)
      .where('book_date', '=', TUESDAY)
      .where('book_time', 'in', ['14:00', '16:00'])
      .execute();
    expect(new Set(rows.map((row) => row.client_id)).size).toBe(1);
  });

  it('refuses a taken time with 409 and the 3 nearest free start times', async () => {
    const { status, body, text } = await book({
      services: [cut],
      date: TUESDAY,
      time: '10:30',
      ...client(),
    });
    expect(status).toBe(409);
    const conflict = portalConflictSchema.parse(body);
    expect(conflict.errors).toEqual([
      { msg: 'Sorry, this time was just taken. Please choose another time.', code: 'slot_taken' },
    ]);
    // 10:00-11:30 is held: 11:30 is the nearest, then 11:45 and 12:00 (10:30 - 9:30 is closed).
    expect(conflict.nearest.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      `${TUESDAY} 11:30`,
      `${TUESDAY} 11:45`,
      `${TUESDAY} 12:00`,
    ]);
    expect(text).not.toContain('Ingrid');
  });

  it('refuses a time the slots do not offer: closed, within the notice, past the horizon', async () => {
    for (const [date, time] of [
      [SATURDAY, '10:00'],
      [MONDAY, '12:00'],
      [TUESDAY, '18:30'],
      ['2027-01-25', '10:00'],
    ] as const) {
      const { status, body } = await book({ services: [cut], date, time, ...client() });
      expect(status).toBe(409);
      expect(portalConflictSchema.parse(body).errors).toEqual([
        {
          msg: 'This time cannot be booked online. Please choose another time.',
          code: 'slot_not_bookable',
        },
      ]);
    }
  });

  it('validates the client as the back office does', async () => {
    const base = { services: [cut], date: THURSDAY, time: '10:00' };
    for (const [fields, message] of [
      [{ ...client(), email: 'not-an-address' }, /E-mail is not a valid address/],
      [{ ...client(), email: '' }, /E-mail is required/],
      [{ ...client(), phone: 'call me' }, /Phone may hold only/],
      [{ ...client(), firstName: '  ' }, /First name is required/],
      [{ ...client(), services: [] }, /Choose at least one service/],
    ] as const) {
      const { status, body } = await book({ ...base, ...fields });
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toMatch(message);
    }
    expect(await ownerRange(THURSDAY)).toEqual([]);
  });

  it('answers a filled honeypot like a booking but stores and sends nothing', async () => {
    const who = client();
    const { status, body } = await book({
      services: [cut],
      date: THURSDAY,
      time: '11:00',
      ...who,
      website: 'http://spam.example',
    });
    expect(status).toBe(201);
    expect(portalBookingSchema.parse(body)).toMatchObject({ date: THURSDAY, time: '11:00' });
    expect(await ownerRange(THURSDAY)).toEqual([]);
    // None within 5 s: long enough for a mail that was sent to have been written.
    await expect(readLatestMail(t.dataDir, who.email, 5_000)).rejects.toThrow(/no mail/);
  });

  it('lets as many clients share a time as the capacity allows, the diary too', async () => {
    await t.app.db
      .insertInto('business_availability')
      .values({ business_id: owner.id, capacity: 2 })
      .execute();
    // The diary counts per member against the member's own capacity (docs/decisions.md, Team).
    const capacityOfOwner = (capacity: number) =>
      t.app.db
        .updateTable('team_members')
        .set({ capacity })
        .where('business_id', '=', owner.id)
        .execute();
    await capacityOfOwner(2);
    try {
      const at = { services: [cut], date: THURSDAY, time: '15:00' };
      expect((await book({ ...at, ...client() })).status).toBe(201);
      expect(await timesOn(THURSDAY)).toContain('15:00');
      expect((await book({ ...at, ...client() })).status).toBe(201);
      expect(await timesOn(THURSDAY)).not.toContain('15:00');
      expect((await book({ ...at, ...client() })).status).toBe(409);
      // The diary's own check counts the same way: a third client at 15:30 is refused.
      const diary = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: owner.auth,
        payload: {
          client: { firstName: 'Walk', lastName: 'In' },
          serviceIds: [cut],
          date: THURSDAY,
          time: '15:30',
        },
      });
      expect(diary.statusCode).toBe(409);
      // ... while 16:00, touching both, is free for two.
      const touching = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: owner.auth,
        payload: {
          client: { firstName: 'Walk', lastName: 'In' },
          serviceIds: [cut],
          date: THURSDAY,
          time: '16:00',
        },
      });
      expect(touching.statusCode).toBe(201);
    } finally {
      await capacityOfOwner(1);
      await t.app.db
        .deleteFrom('business_availability')
        .where('business_id', '=', owner.id)
        .execute();
    }
  });
});

describe('POST /api/public/bookings/cancel', () => {
  it('cancels once through the link in the mail, and frees the time', async () => {
    const who = client();
    const booked = await book({ services: [cut], date: FRIDAY, time: '15:00', ...who });
    expect(booked.status).toBe(201);
    const mail = (await readLatestMail(t.dataDir, who.email)).replace(/=\r?\n/g, '');
    const token = /\/book\/[a-z0-9-]+\/cancel\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(token).toBe(portalBookingSchema.parse(booked.body).cancelToken);
    expect(await timesOn(FRIDAY)).not.toContain('15:00');

    const cancelled = await call('POST', '/api/public/bookings/cancel', { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      msg: 'Your booking is cancelled',
      date: FRIDAY,
      time: '15:00',
    });
    expect(await timesOn(FRIDAY)).toContain('15:00');
    const row = await t.app.db
      .selectFrom('appointments')
      .select(['status', 'cancel_reason'])
      .where('last_name', '=', who.lastName)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', cancel_reason: 'Cancelled online by the client' });

    const again = await call('POST', '/api/public/bookings/cancel', { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      errors: [{ msg: 'This cancel link is not valid or was already used', code: 'not_found' }],
    });
    expect((await call('POST', '/api/public/bookings/cancel', { token: 'nope' })).status).toBe(404);
  });

  it('refuses once the minimum notice before the start has begun', async () => {
    const booked = await book({ services: [cut], date: MONDAY, time: '13:00', ...client() });
    expect(booked.status).toBe(201);
    const { cancelToken } = portalBookingSchema.parse(booked.body);
    const saved = clockMs;
    clockMs += 60_000; // 11:01: the booking starts in 119 minutes
    try {
      const late = await call('POST', '/api/public/bookings/cancel', { token: cancelToken });
      expect(late.status).toBe(409);
      expect(JSON.stringify(late.body)).toMatch(
        /can be cancelled online until 2 hours before it starts. Please call \+47 912 34 567/,
      );
      expect(errorResponseSchema.parse(late.body).errors[0]?.code).toBe('cancel_too_late');
    } finally {
      clockMs = saved;
    }
    // The refusal spent nothing: in time, the same link still works.
    const inTime = await call('POST', '/api/public/bookings/cancel', { token: cancelToken });
    expect(inTime.status).toBe(200);
  });

  it('refuses a booking the salon has cancelled meanwhile, coded already_cancelled', async () => {
    const booked = await book({ services: [cut], date: FRIDAY, time: '16:00', ...client() });
    expect(booked.status).toBe(201);
    const { cancelToken, start } = portalBookingSchema.parse(booked.body);
    await t.app.db
      .updateTable('appointments')
      .set({ status: 'cancelled' })
      .where('start_at', '=', start)
      .where('status', '=', 'booked')
      .execute();
    const refused = await call('POST', '/api/public/bookings/cancel', { token: cancelToken });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      errors: [{ msg: 'This booking is already cancelled', code: 'already_cancelled' }],
    });
  });
});

describe('privacy', () => {
  it("no public answer holds another client's name, phone or e-mail", async () => {
    const answers = [
      (await call('GET', `/api/public/${slug}`)).text,
      (await slots(`from=${MONDAY}&to=${FRIDAY}&services=${cut}`)).text,
      (await book({ services: [cut], date: FRIDAY, time: '11:00', ...client() })).text,
      (await book({ services: [cut], date: FRIDAY, time: '13:45', ...client() })).text,
      (await call('POST', '/api/public/bookings/cancel', { token: 'x'.repeat(43) })).text,
    ];
    for (const text of answers) {
      for (const value of [...Object.values(SECRET), 'Ingrid', 'Bakke', owner.email]) {
        expect(text).not.toContain(value);
      }
    }
  });
});
