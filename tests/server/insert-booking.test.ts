// One insert for every booking (docs/architecture.md, Server): the owner's diary and the booking
// page write the same row and items through server/scheduling/insert-booking.ts, differing only in
// the source and the notes they pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAppointmentDetail } from '../../server/repositories/appointment-reads.js';
import { insertBooking } from '../../server/scheduling/insert-booking.js';
import { planBooking } from '../../server/scheduling/booking-plan.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertClient, insertService } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const NOW = new Date('2026-11-23T10:00:00.000Z');
let t: TestApp;
let owner: Owner;
let cut: number;
let colour: number;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
  colour = await insertService(t.app.db, owner.id, {
    name: 'Colour',
    priceCents: null,
    minutes: 30,
  });
  clientId = await insertClient(t.app.db, owner.id, { firstName: 'Nora', lastName: 'Hansen' });
});

afterAll(async () => {
  await t.close();
});

describe('insertBooking', () => {
  it.each([
    ['owner', 'Bring photos'],
    ['online', ''],
  ] as const)('writes a %s booking with its items in order', async (source, notes) => {
    const business = { id: owner.id, timezone: 'Europe/Oslo' };
    const id = await t.app.db.transaction().execute(async (trx) => {
      const plan = await planBooking(trx, business, {
        date: '2026-11-24',
        time: '10:00',
        serviceIds: [cut, colour],
      });
      return insertBooking(trx, owner.id, {
        plan,
        client: { id: clientId, firstName: 'Nora', lastName: 'Hansen' },
        source,
        notes,
        now: NOW,
      });
    });
    const stored = await findAppointmentDetail(t.app.db, owner.id, id, NOW);
    expect(stored).toMatchObject({
      book_date: '2026-11-24',
      book_time: '10:00 AM',
      start: '2026-11-24T09:00:00.000Z',
      end: '2026-11-24T10:30:00.000Z',
      amount: 450,
      payment_status: 'unpaid',
      status: 'booked',
      source,
      notes,
      version: 1,
      clientId,
      book_items: [
        { id: cut, name: 'Cut', price: 450, duration: 60 },
        { id: colour, name: 'Colour', price: 0, duration: 30 },
      ],
    });
    const items = await t.app.db
      .selectFrom('appointment_items')
      .select(['service_id', 'position', 'business_id'])
      .where('appointment_id', '=', id)
      .orderBy('position')
      .execute();
    expect(items).toEqual([
      { service_id: cut, position: 0, business_id: owner.id },
      { service_id: colour, position: 1, business_id: owner.id },
    ]);
  });
});
