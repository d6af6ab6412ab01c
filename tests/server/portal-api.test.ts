// The online booking portal's public reads: the business and its catalogue by its slug, the
// slots, and that no public answer carries another client's name or contact. Booking and the
// cancel link are portal-bookings.test.ts; the business both book with is helpers/portal-salon.ts.
import { describe, expect, it } from 'vitest';
import { portalProfileSchema, portalSlotsSchema } from '../../contract/portal.js';
import { registerVerifyAndLogin, registrationBody } from './helpers/accounts.js';
import {
  MONDAY,
  TUESDAY,
  WEDNESDAY,
  THURSDAY,
  FRIDAY,
  SATURDAY,
  t,
  owner,
  other,
  slug,
  cut,
  colour,
  othersService,
  SECRET,
  call,
  slots,
  timesOn,
  client,
  book,
  slugOf,
  usePortalSalon,
} from './helpers/portal-salon.js';

usePortalSalon();

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
      errors: [
        {
          msg: `Service ${othersService} is not offered here`,
          code: 'invalid',
          params: { serviceId: othersService },
        },
      ],
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
