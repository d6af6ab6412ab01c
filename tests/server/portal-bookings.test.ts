// The booking page's writes: booking online (with its mails and .ics) and the cancel link, with
// their refusals. The page's reads are portal-api.test.ts; the business both book with is
// helpers/portal-salon.ts.
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../contract/common.js';
import { portalBookingSchema, portalConflictSchema } from '../../contract/portal.js';
import { readLatestMail } from './helpers/accounts.js';
import { icsAttachment, parseIcs } from './helpers/mail-ics.js';
import {
  NOW_MS,
  MONDAY,
  TUESDAY,
  THURSDAY,
  FRIDAY,
  SATURDAY,
  t,
  owner,
  slug,
  cut,
  colour,
  call,
  timesOn,
  client,
  book,
  ownerRange,
  usePortalSalon,
} from './helpers/portal-salon.js';

let clockMs = NOW_MS;

usePortalSalon(() => new Date(clockMs));

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
      expect(errorResponseSchema.parse(late.body).errors[0]).toMatchObject({
        code: 'cancel_too_late',
        params: { noticeMinutes: 120, phone: '+47 912 34 567' },
      });
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
