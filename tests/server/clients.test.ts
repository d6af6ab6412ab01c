// Clients: search by name, phone or e-mail prefix, create, read with visits and totals,
// update; each business sees only its own.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDetailSchema } from '../../contract/clients.js';
import { clientSearchColumns } from '../../contract/client-search.js';
import { clientMatches } from '../../server/repositories/clients-repository.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment } from './helpers/diary.js';

const NOW = new Date('2026-11-23T10:00:00Z');

let t: TestApp;
let owner: Owner;
let other: Owner;
let big: Owner;

async function call(who: Owner | undefined, method: string, url: string, payload?: unknown) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: who?.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

const names = (body: { clients: { firstName: string; lastName: string }[] }) =>
  body.clients.map((c) => `${c.firstName} ${c.lastName}`);

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  other = await registerVerifyAndLogin(t.app, t.dataDir);
  big = await registerVerifyAndLogin(t.app, t.dataDir);
  for (const client of [
    { firstName: 'Kari', lastName: 'Nordmann', phone: '+47 912 34 567', email: 'kari@example.com' },
    { firstName: 'Karl', lastName: 'Berg', phone: '412 00 000' },
    { firstName: 'Åse', lastName: 'Karlsen', email: 'ASE@Salon.no' },
    { firstName: 'Ola', lastName: 'Hansen' },
  ]) {
    expect((await call(owner, 'POST', '/api/clients', client)).status).toBe(201);
  }
  await call(other, 'POST', '/api/clients', { firstName: 'Kari', lastName: 'Other' });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/clients', () => {
  it('lists every client by name when q is empty', async () => {
    const { status, body } = await call(owner, 'GET', '/api/clients');
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    // By the lower-cased name, byte by byte on both databases.
    expect(names(body)).toEqual(['Kari Nordmann', 'Karl Berg', 'Ola Hansen', 'Åse Karlsen']);
  });

  it.each([
    ['kar', ['Kari Nordmann', 'Karl Berg', 'Åse Karlsen']],
    ['KARI', ['Kari Nordmann']],
    ['kari nord', ['Kari Nordmann']],
    ['berg', ['Karl Berg']],
    // The national number finds the stored international one (client-phone-search.test.ts).
    ['912', ['Kari Nordmann']],
    ['4791234', ['Kari Nordmann']],
    ['+47 912', ['Kari Nordmann']],
    ['412', ['Karl Berg']],
    ['ase@sal', ['Åse Karlsen']],
    ['åse', ['Åse Karlsen']],
    ['zzz', []],
  ])('finds %s by a prefix of a name, the phone digits or the e-mail', async (q, expected) => {
    const { body } = await call(owner, 'GET', `/api/clients?q=${encodeURIComponent(q)}`);
    expect(names(body).sort()).toEqual([...expected].sort());
    expect(body.total).toBe(expected.length);
  });

  it('pages with limit and offset, and refuses bad ones with 400', async () => {
    const page = await call(owner, 'GET', '/api/clients?limit=2&offset=1');
    expect(page.body.clients).toHaveLength(2);
    expect(page.body.total).toBe(4);
    for (const query of [
      'limit=0',
      'limit=101',
      'offset=-1',
      'limit=abc',
      `q=${'x'.repeat(101)}`,
    ]) {
      const bad = await call(owner, 'GET', `/api/clients?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.errors[0].msg).toEqual(expect.any(String));
    }
  });

  it('refuses without a token', async () => {
    expect((await call(undefined, 'GET', '/api/clients')).status).toBe(401);
    expect((await call(undefined, 'POST', '/api/clients', {})).status).toBe(401);
  });
});

describe('a client’s page', () => {
  let clientId: number;

  beforeAll(async () => {
    const created = await call(owner, 'POST', '/api/clients', {
      firstName: 'Nora',
      lastName: 'Lund',
      phone: '+47 400 00 001',
    });
    clientId = created.body.id;
    const seed = {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      clientId,
      firstName: 'Nora',
      lastName: 'Lund',
    };
    await insertAppointment(t.app.db, { ...seed, date: '2026-11-02', time: '10:00' }); // paid 200.50
    await insertAppointment(t.app.db, {
      ...seed,
      date: '2026-11-09',
      time: '10:00',
      paymentStatus: 'unpaid',
    });
    await insertAppointment(t.app.db, {
      ...seed,
      date: '2026-11-16',
      time: '10:00',
      status: 'no_show',
      paymentStatus: 'unpaid',
    });
    await insertAppointment(t.app.db, {
      ...seed,
      date: '2026-11-18',
      time: '10:00',
      status: 'cancelled',
    });
    await insertAppointment(t.app.db, { ...seed, date: '2026-11-30', time: '10:00' }); // paid ahead
    await insertAppointment(t.app.db, {
      ...seed,
      date: '2026-12-01',
      time: '10:00',
      status: 'cancelled',
    });
  });

  it('shows contact details, upcoming and past visits and the totals', async () => {
    const { status, body } = await call(owner, 'GET', `/api/clients/${clientId}`);
    expect(status).toBe(200);
    const detail = clientDetailSchema.parse(body);
    expect(detail).toMatchObject({
      id: clientId,
      firstName: 'Nora',
      lastName: 'Lund',
      phone: '+47 400 00 001',
      email: '',
      notes: '',
      // Paid and not cancelled: 2 Nov and 30 Nov.
      totalSpent: 401,
      noShows: 1,
      visits: 2,
    });
    expect(detail.upcoming.map((a) => a.book_date)).toEqual(['2026-11-30']);
    expect(detail.past.map((a) => [a.book_date, a.status])).toEqual([
      ['2026-11-18', 'cancelled'],
      ['2026-11-16', 'no_show'],
      ['2026-11-09', 'completed'],
      ['2026-11-02', 'completed'],
    ]);
  });

  it('updates the client, keeps what was left out, and renames their appointments', async () => {
    const updated = await call(owner, 'PUT', `/api/clients/${clientId}`, {
      firstName: 'Nora',
      lastName: 'Lund-Berg',
      notes: 'Prefers mornings',
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { lastName: 'Lund-Berg', phone: '+47 400 00 001', notes: 'Prefers mornings' },
    });
    const upcoming = await call(owner, 'GET', '/api/appointments/all_upcoming');
    const hers = upcoming.body.filter((a: { clientId: number }) => a.clientId === clientId);
    expect(hers.map((a: { lastName: string }) => a.lastName)).toEqual(['Lund-Berg']);
    const found = await call(owner, 'GET', '/api/clients?q=lund-b');
    expect(names(found.body)).toEqual(['Nora Lund-Berg']);
  });

  it.each([
    ['no names', {}],
    ['an empty first name', { firstName: ' ', lastName: 'X' }],
    ['a bad e-mail', { firstName: 'A', lastName: 'B', email: 'not-mail' }],
    ['letters in the phone', { firstName: 'A', lastName: 'B', phone: 'call me' }],
    ['long notes', { firstName: 'A', lastName: 'B', notes: 'x'.repeat(2001) }],
  ])('answers 400 for %s', async (_label, body) => {
    for (const [method, url] of [
      ['POST', '/api/clients'],
      ['PUT', `/api/clients/${clientId}`],
    ] as const) {
      const response = await call(owner, method, url, body);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].msg).toEqual(expect.any(String));
    }
  });

  it('answers 404 for another business’s client', async () => {
    expect(await call(other, 'GET', `/api/clients/${clientId}`)).toEqual({
      status: 404,
      body: { errors: [{ msg: 'Client not found', code: 'not_found' }] },
    });
    const put = await call(other, 'PUT', `/api/clients/${clientId}`, {
      firstName: 'A',
      lastName: 'B',
    });
    expect(put.status).toBe(404);
    expect((await call(owner, 'GET', '/api/clients/abc')).status).toBe(400);
  });
});

describe('search on 10,000 clients', () => {
  beforeAll(async () => {
    const at = NOW.toISOString();
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const client = {
        firstName: `First${String(i).padStart(5, '0')}`,
        lastName: `Last${i % 100}`,
        phone: `+47 ${String(40000000 + i)}`,
        email: `client${i}@example.com`,
      };
      return {
        business_id: big.id,
        first_name: client.firstName,
        last_name: client.lastName,
        phone: client.phone,
        email: client.email,
        ...clientSearchColumns(client),
        created_at: at,
        updated_at: at,
      };
    });
    for (let start = 0; start < rows.length; start += 500) {
      await t.app.db
        .insertInto('clients')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    if (t.app.dbKind === 'postgres') await sql`analyze clients`.execute(t.app.db);
  }, 120_000);

  it('finds by name, phone and e-mail prefix with the right totals', async () => {
    const byName = await call(big, 'GET', '/api/clients?q=first0012&limit=5');
    expect(byName.body.total).toBe(10);
    expect(names(byName.body)[0]).toBe('First00120 Last20');
    // +47 40009990 to +47 40009999.
    const byPhone = await call(big, 'GET', '/api/clients?q=%2B47%20400099%209');
    expect(byPhone.body.total).toBe(10);
    const byEmail = await call(big, 'GET', '/api/clients?q=client9999@');
    expect(names(byEmail.body)).toEqual(['First09999 Last99']);
    const byLast = await call(big, 'GET', '/api/clients?q=last99&limit=1');
    expect(byLast.body.total).toBe(100);
  });

  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    'searches through the per-business indexes on SQLite (no scan of the table)',
    async () => {
      const query = clientMatches(t.app.db, big.id, '412', 'NO').select('id').compile();
      const { rows } = await t.app.db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      const details = rows.map((row) => row.detail).join('\n');
      const columns = ['search_name', 'search_last', 'email_lower', 'phone_digits', 'phone_e164'];
      for (const column of columns) {
        expect(details).toContain(`INDEX clients_business_${column}`);
      }
      expect(details).not.toMatch(/SCAN clients\b/);
    },
  );
});
