// GET /api/reports (docs/decisions.md, Reports): every figure of a period of the three-year demo
// history (`npm run demo -- --years 3`) equals a count made here, in JavaScript, over the raw rows; days are the business's local days
// across the DST changes; the week may start on Sunday; another business's rows are never counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday } from '../../contract/booking-time.js';
import {
  previousPeriod,
  presetPeriod,
  reportSchema,
  type PeriodFigures,
  type Report,
  type ReportQuery,
} from '../../contract/reports.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../server/demo/seed-demo.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const TODAY = '2026-11-23';
const NOW = new Date('2026-11-23T12:00:00.000Z');
const ZONE = 'Europe/Oslo';

let t: TestApp;
let demoId: number;
let demoToken: string;
let other: Owner;

async function report(token: string, period: ReportQuery) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/reports?from=${period.from}&to=${period.to}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return answer;
}

async function reportOf(token: string, period: ReportQuery): Promise<Report> {
  const answer = await report(token, period);
  expect(answer.statusCode, answer.body).toBe(200);
  return reportSchema.parse(answer.json());
}

async function call(method: 'POST', url: string, payload: object) {
  const answer = await t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${demoToken}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(NOW) });
  demoId = (await seedDemo(t.app.db, TODAY, { years: 3 })).businessId;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  demoToken = login.json<{ token: string }>().token;
  // The demo's history has no payment rows: check out a few of October's unpaid bookings, with
  // tips, and refund part of one, so both ways of being paid are counted.
  const unpaid = await t.app.db
    .selectFrom('appointments')
    .select('id')
    .where('business_id', '=', demoId)
    .where('book_date', '>=', '2026-10-01')
    .where('book_date', '<=', '2026-10-31')
    .where('payment_status', '=', 'unpaid')
    .where('status', '=', 'booked')
    .orderBy('id')
    .limit(4)
    .execute();
  expect(unpaid).toHaveLength(4);
  for (const [index, { id }] of unpaid.entries()) {
    await call('POST', `/api/appointments/${id}/checkout`, {
      amount: ['500', '611,11', '722.22', '833,33'][index],
      method: 'card',
      tip: index * 25,
    });
  }
  const payment = await t.app.db
    .selectFrom('payments')
    .select('id')
    .where('appointment_id', '=', unpaid[0]!.id)
    .executeTakeFirstOrThrow();
  await call('POST', `/api/appointments/${unpaid[0]!.id}/refund`, {
    paymentId: payment.id,
    amount: 120.5,
  });
  // Another business, same zone and dates: none of its rows may show in the demo's figures.
  other = await registerVerifyAndLogin(t.app, t.dataDir);
  for (const date of ['2026-10-05', '2026-10-06', '2026-10-20']) {
    await insertAppointment(t.app.db, {
      businessId: other.id,
      timezone: ZONE,
      date,
      time: '10:00',
      paymentStatus: 'paid',
    });
  }
}, 120_000);

afterAll(async () => {
  await t.close();
});

interface Raw {
  appointments: {
    id: number;
    client_id: number;
    member_id: number | null;
    source: string;
    status: string;
    payment_status: string;
    amount_cents: number;
    start_at: string;
    book_date: string;
    book_time: string;
  }[];
  items: {
    appointment_id: number;
    service_id: number | null;
    price_cents: number;
  }[];
  payments: { appointment_id: number; kind: string; amount_cents: number; tip_cents: number }[];
  services: { id: number; name: string; category_id: number }[];
  members: { id: number; name: string }[];
}

/** Every row of the business, read plainly: the test's counts start from these. */
async function rawRows(businessId: number): Promise<Raw> {
  const db = t.app.db;
  return {
    appointments: await db
      .selectFrom('appointments')
      .select([
        'id',
        'client_id',
        'member_id',
        'source',
        'status',
        'payment_status',
        'amount_cents',
        'start_at',
        'book_date',
        'book_time',
      ])
      .where('business_id', '=', businessId)
      .execute(),
    items: await db
      .selectFrom('appointment_items')
      .select(['appointment_id', 'service_id', 'price_cents'])
      .where('business_id', '=', businessId)
      .execute(),
    payments: await db
      .selectFrom('payments')
      .select(['appointment_id', 'kind', 'amount_cents', 'tip_cents'])
      .where('business_id', '=', businessId)
      .execute(),
    services: await db
      .selectFrom('services')
      .select(['id', 'name', 'category_id'])
      .where('business_id', '=', businessId)
      .execute(),
    members: await db
      .selectFrom('team_members')
      .select(['id', 'name'])
      .where('business_id', '=', businessId)
      .execute(),
  };
}

/** What one booking took, in cents: its payment rows, or its status before the checkout. */
function takenBy(raw: Raw, booking: Raw['appointments'][number]) {
  const rows = raw.payments.filter((p) => p.appointment_id === booking.id);
  if (rows.length > 0) {
    let paid = 0;
    let refunded = 0;
    for (const row of rows) {
      if (row.kind === 'payment') paid += row.amount_cents + row.tip_cents;
      else refunded += row.amount_cents;
    }
    return { paid, refunded };
  }
  const settled = booking.payment_status === 'paid' || booking.payment_status === 'refunded';
  return {
    paid: settled ? booking.amount_cents : 0,
    refunded: booking.payment_status === 'refunded' ? booking.amount_cents : 0,
  };
}

function bruteFigures(raw: Raw, period: ReportQuery): PeriodFigures {
  const inPeriod = raw.appointments.filter(
    (a) => a.book_date >= period.from && a.book_date <= period.to,
  );
  let paid = 0;
  let refunds = 0;
  let paidBookings = 0;
  let outstanding = 0;
  let outstandingBookings = 0;
  for (const booking of inPeriod) {
    const taken = takenBy(raw, booking);
    paid += taken.paid;
    refunds += taken.refunded;
    if (taken.paid - taken.refunded > 0) paidBookings += 1;
    if (
      booking.status === 'booked' &&
      booking.payment_status === 'unpaid' &&
      new Date(booking.start_at) < NOW
    ) {
      outstanding += booking.amount_cents;
      outstandingBookings += 1;
    }
  }
  const visitors = new Set(
    inPeriod.filter((a) => a.status !== 'cancelled').map((a) => a.client_id),
  );
  let newClients = 0;
  for (const client of visitors) {
    const earlier = raw.appointments.some(
      (a) => a.client_id === client && a.status !== 'cancelled' && a.book_date < period.from,
    );
    if (!earlier) newClients += 1;
  }
  const bookings = inPeriod.length;
  const cancellations = inPeriod.filter((a) => a.status === 'cancelled').length;
  const noShows = inPeriod.filter((a) => a.status === 'no_show').length;
  const online = inPeriod.filter((a) => a.source === 'online').length;
  const takings = paid - refunds;
  return {
    from: period.from,
    to: period.to,
    takings: takings / 100,
    refunds: refunds / 100,
    outstanding: outstanding / 100,
    outstandingBookings,
    bookings,
    cancellations,
    cancellationRate: bookings ? cancellations / bookings : 0,
    noShows,
    noShowRate: bookings ? noShows / bookings : 0,
    averageBookingValue: paidBookings ? Math.round(takings / paidBookings) / 100 : 0,
    newClients,
    returningClients: visitors.size - newClients,
    onlineBookings: online,
    ownerBookings: bookings - online,
  };
}

describe('GET /api/reports on the demo history', () => {
  const october = { from: '2026-10-01', to: '2026-10-31' };

  it('answers every headline figure as counted over the raw rows, and the month before', async () => {
    const raw = await rawRows(demoId);
    // The whole three years are there: new and returning clients are told apart over all of it.
    const dates = raw.appointments.map((row) => row.book_date).sort();
    expect(dates[0]! <= '2023-12-01').toBe(true);
    expect(raw.appointments.length).toBeGreaterThan(40_000);
    const answer = await reportOf(demoToken, october);
    expect(answer.current).toEqual(bruteFigures(raw, october));
    expect(answer.previous).toEqual(bruteFigures(raw, previousPeriod(october)));
    expect(answer.previous).toMatchObject({ from: '2026-08-31', to: '2026-09-30' });
    // The period is not empty: the figures would agree on nothing at all too.
    expect(answer.current.bookings).toBeGreaterThan(100);
    expect(answer.current.cancellations).toBeGreaterThan(0);
    expect(answer.current.noShows).toBeGreaterThan(0);
    expect(answer.current.refunds).toBeGreaterThan(0);
    expect(answer.current.outstandingBookings).toBeGreaterThan(0);
    expect(answer.current.newClients).toBeGreaterThan(0);
    expect(answer.current.returningClients).toBeGreaterThan(0);
    expect(answer).toMatchObject({ currency: 'NOK', weekStart: 1 });
  });

  it("shares each booking's takings among its services and members as counted here", async () => {
    const raw = await rawRows(demoId);
    const answer = await reportOf(demoToken, october);
    const booked = raw.appointments.filter(
      (a) => a.book_date >= october.from && a.book_date <= october.to && a.status !== 'cancelled',
    );
    const perService = new Map<number | null, { items: number; takings: number }>();
    const perMember = new Map<number | null, { bookings: number; takings: number }>();
    for (const booking of booked) {
      const taken = takenBy(raw, booking);
      const net = taken.paid - taken.refunded;
      const items = raw.items.filter((item) => item.appointment_id === booking.id);
      for (const item of items) {
        const known = raw.services.some((s) => s.id === item.service_id);
        const key = known ? item.service_id : null;
        const share =
          booking.amount_cents > 0
            ? Math.trunc((net * item.price_cents) / booking.amount_cents)
            : Math.trunc(net / items.length);
        const sum = perService.get(key) ?? { items: 0, takings: 0 };
        perService.set(key, { items: sum.items + 1, takings: sum.takings + share });
      }
      const member = perMember.get(booking.member_id) ?? { bookings: 0, takings: 0 };
      perMember.set(booking.member_id, {
        bookings: member.bookings + 1,
        takings: member.takings + net,
      });
    }
    expect(
      new Map(answer.services.map((s) => [s.serviceId, { items: s.items, takings: s.takings }])),
    ).toEqual(
      new Map([...perService].map(([id, s]) => [id, { items: s.items, takings: s.takings / 100 }])),
    );
    const perCategory = new Map<number, { items: number; takings: number }>();
    for (const [id, sum] of perService) {
      const category = raw.services.find((s) => s.id === id)!.category_id;
      const total = perCategory.get(category) ?? { items: 0, takings: 0 };
      perCategory.set(category, {
        items: total.items + sum.items,
        takings: total.takings + sum.takings,
      });
    }
    expect(
      new Map(answer.categories.map((c) => [c.categoryId, { items: c.items, takings: c.takings }])),
    ).toEqual(
      new Map(
        [...perCategory].map(([id, c]) => [id, { items: c.items, takings: c.takings / 100 }]),
      ),
    );
    expect(
      new Map(
        answer.members.map((m) => [m.memberId, { bookings: m.bookings, takings: m.takings }]),
      ),
    ).toEqual(
      new Map(
        [...perMember].map(([id, m]) => [id, { bookings: m.bookings, takings: m.takings / 100 }]),
      ),
    );
    expect(answer.members.map((m) => m.name).sort()).toEqual(
      raw.members
        .filter((m) => perMember.has(m.id))
        .map((m) => m.name)
        .sort(),
    );
    expect(answer.services.length).toBeGreaterThan(5);
    expect(answer.members.length).toBeGreaterThan(1);

    const cells = new Map<string, number>();
    for (const booking of booked) {
      const key = `${isoWeekday(booking.book_date)} ${Number(booking.book_time.slice(0, 2))}`;
      cells.set(key, (cells.get(key) ?? 0) + 1);
    }
    expect(new Map(answer.heatMap.map((c) => [`${c.weekday} ${c.hour}`, c.bookings]))).toEqual(
      cells,
    );

    const days = new Map<string, { bookings: number; takings: number }>();
    for (const booking of raw.appointments) {
      if (booking.book_date < october.from || booking.book_date > october.to) continue;
      const taken = takenBy(raw, booking);
      const day = days.get(booking.book_date) ?? { bookings: 0, takings: 0 };
      days.set(booking.book_date, {
        bookings: day.bookings + (booking.status === 'cancelled' ? 0 : 1),
        takings: day.takings + taken.paid - taken.refunded,
      });
    }
    expect(answer.days).toEqual(
      [...days]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, day]) => ({ date, bookings: day.bookings, takings: day.takings / 100 })),
    );
  });

  it("never counts another business's rows, and counts the other's own", async () => {
    const theirs = await reportOf(other.token, october);
    expect(theirs.current).toMatchObject({ bookings: 3, newClients: 3, takings: 601.5 });
    // Their items name the demo's service ids, which are not theirs: an unknown service.
    expect(theirs.services).toEqual([
      expect.objectContaining({ serviceId: null, items: 6, takings: 601.5 }),
    ]);
  });
});

describe('periods on the business clock', () => {
  it('counts a booking on its local date and hour across both DST changes', async () => {
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    const book = (date: string, time: string) =>
      insertAppointment(t.app.db, {
        businessId: owner.id,
        timezone: ZONE,
        date,
        time,
        paymentStatus: 'unpaid',
      });
    // 00:30 on 29 March is 23:30 UTC on the 28th; 02:30 does not exist that night.
    await book('2026-03-29', '00:30');
    await book('2026-03-29', '03:30');
    await book('2026-03-28', '23:30');
    // 02:30 on 25 October happens twice; the diary writes the first, in summer time.
    await book('2026-10-25', '02:30');
    await book('2026-10-25', '23:30');
    await book('2026-10-26', '00:30');

    const spring = await reportOf(owner.token, { from: '2026-03-29', to: '2026-03-29' });
    expect(spring.current.bookings).toBe(2);
    expect(spring.previous).toMatchObject({ from: '2026-03-28', bookings: 1 });
    expect(spring.heatMap).toEqual([
      { weekday: 7, hour: 0, bookings: 1 },
      { weekday: 7, hour: 3, bookings: 1 },
    ]);
    const autumn = await reportOf(owner.token, { from: '2026-10-25', to: '2026-10-25' });
    expect(autumn.current.bookings).toBe(2);
    expect(autumn.heatMap.map((c) => c.hour)).toEqual([2, 23]);
    expect(autumn.current.outstandingBookings).toBe(2);
  });

  it('starts "this week" on the business\'s first day, here Sunday', async () => {
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    await t.app.db.updateTable('users').set({ week_start: 7 }).where('id', '=', owner.id).execute();
    const week = presetPeriod('thisWeek', TODAY, 7);
    expect(week).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    for (const date of ['2026-11-21', '2026-11-22', '2026-11-28', '2026-11-29']) {
      await insertAppointment(t.app.db, {
        businessId: owner.id,
        timezone: ZONE,
        date,
        time: '12:00',
      });
    }
    const answer = await reportOf(owner.token, week);
    expect(answer.weekStart).toBe(7);
    expect(answer.current.bookings).toBe(2);
    expect(answer.previous).toMatchObject({ from: '2026-11-15', to: '2026-11-21', bookings: 1 });
    expect(presetPeriod('thisWeek', TODAY, 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetPeriod('thisWeek', TODAY, 6)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetPeriod('lastMonth', '2026-03-31', 1)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetPeriod('thisMonth', '2026-12-05', 1)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});

describe('bad input', () => {
  it.each([
    ['from=2026-10-31&to=2026-10-01', 'From must be on or before To'],
    ['from=2026-02-30&to=2026-03-01', 'Date is not a calendar date'],
    ['from=2020-01-01&to=2026-01-01', 'A report covers at most 1097 days'],
    ['to=2026-01-01', 'Date is required'],
  ])('refuses %s with a message', async (query, message) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/reports?${query}`,
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{ errors: { msg: string; code: string }[] }>();
    expect(
      body.errors.map((e) => e.msg),
      answer.body,
    ).toContain(message);
    expect(body.errors[0]!.code).toBe('invalid');
  });

  it('refuses a caller without a session', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/reports?from=2026-10-01&to=2026-10-02',
    });
    expect(answer.statusCode).toBe(401);
  });
});
