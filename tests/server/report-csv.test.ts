// The CSV files (docs/decisions.md, Reports), read back by an independent parser, Python's csv
// module: a byte-order mark, Norwegian letters intact, ISO dates, amounts as numbers, a formula
// in a name neutralised, pieces joined without a row lost, another business's rows absent.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment, insertClient } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { appointmentPieces, clientPieces } from '../../server/routes/reports/csv-files.js';

const ZONE = 'Europe/Oslo';
const NOW = new Date('2026-11-23T12:00:00.000Z');
const FORMULA = '=HYPERLINK("http://evil.example","Klikk")';

let t: TestApp;
let owner: Owner;
let stranger: Owner;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(NOW) });
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  stranger = await registerVerifyAndLogin(t.app, t.dataDir);
  const bjorn = await insertClient(t.app.db, owner.id, {
    firstName: 'Bjørn',
    lastName: 'Ærø-Åsen',
    phone: '+47 912 34 567',
  });
  const evil = await insertClient(t.app.db, owner.id, { firstName: FORMULA, lastName: '+1' });
  await insertAppointment(t.app.db, {
    businessId: owner.id,
    timezone: ZONE,
    date: '2026-10-25',
    time: '02:30',
    clientId: bjorn,
    firstName: 'Bjørn',
    lastName: 'Ærø-Åsen',
    items: [{ id: null, name: 'Klipp & føn', price_cents: 65050, duration: 45 }],
  });
  await insertAppointment(t.app.db, {
    businessId: owner.id,
    timezone: ZONE,
    date: '2026-10-26',
    time: '09:00',
    clientId: evil,
    firstName: FORMULA,
    lastName: '+1',
    paymentStatus: 'unpaid',
    items: [{ id: null, name: 'Vask', price_cents: 20050, duration: 30 }],
  });
  await insertAppointment(t.app.db, {
    businessId: stranger.id,
    timezone: ZONE,
    date: '2026-10-26',
    time: '10:00',
    firstName: 'Fremmed',
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** The body saved to a file, as Python's csv module reads it (utf-8-sig drops the BOM). */
async function parsedByPython(body: Buffer): Promise<string[][]> {
  const file = path.join(t.dataDir, `download-${Math.random().toString(36).slice(2)}.csv`);
  await fs.writeFile(file, body);
  const script =
    'import csv, json, sys\n' +
    'with open(sys.argv[1], newline="", encoding="utf-8-sig") as f:\n' +
    '    print(json.dumps(list(csv.reader(f))))\n';
  return JSON.parse(
    execFileSync('python3', ['-c', script, file], { encoding: 'utf8' }),
  ) as string[][];
}

async function download(url: string, who = owner) {
  const answer = await t.app.inject({ method: 'GET', url, headers: who.auth });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
  const body = answer.rawPayload;
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parsedByPython(body);
}

describe('GET /api/reports/csv/appointments', () => {
  it('writes the period as an independent parser reads it', async () => {
    const rows = await download('/api/reports/csv/appointments?from=2026-10-01&to=2026-10-31');
    expect(rows[0]).toEqual([
      'id',
      'date',
      'time',
      'start',
      'end',
      'status',
      'source',
      'client_id',
      'first_name',
      'last_name',
      'services',
      'team_member',
      'amount',
      'payment_status',
      'paid',
      'refunded',
    ]);
    expect(rows).toHaveLength(3);
    const [bjorn, evil] = [rows[1]!, rows[2]!];
    // 02:30 on the night summer time ends: the first one, 00:30 UTC.
    expect(bjorn.slice(1, 7)).toEqual([
      '2026-10-25',
      '02:30',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:15:00.000Z',
      'completed',
      'online',
    ]);
    expect(bjorn.slice(8, 11)).toEqual(['Bjørn', 'Ærø-Åsen', 'Klipp & føn']);
    expect(bjorn.slice(12)).toEqual(['650.5', 'paid', '650.5', '0']);
    expect(evil[8]).toBe(`'${FORMULA}`);
    expect(evil[9]).toBe("'+1");
    expect(evil.slice(12)).toEqual(['200.5', 'unpaid', '0', '0']);
  });

  it('refuses a period that runs backwards', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/reports/csv/appointments?from=2026-10-31&to=2026-10-01',
      headers: owner.auth,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      errors: [expect.objectContaining({ msg: 'From must be on or before To', code: 'invalid' })],
    });
  });
});

describe('GET /api/reports/csv/clients', () => {
  it("lists the business's clients only, neutralised and intact", async () => {
    const rows = await download('/api/reports/csv/clients');
    expect(rows.map((row) => row.slice(1, 4))).toEqual([
      ['first_name', 'last_name', 'phone'],
      ['Bjørn', 'Ærø-Åsen', "'+47 912 34 567"],
      [`'${FORMULA}`, "'+1", ''],
    ]);
  });
});

describe('the report tables', () => {
  it('downloads takings per service and per team member', async () => {
    const services = await download('/api/reports/csv/services?from=2026-10-01&to=2026-10-31');
    expect(services[0]).toEqual(['service', 'category', 'items', 'takings']);
    expect(services.slice(1)).toContainEqual(['Other services', 'No category', '2', '650.5']);
    const members = await download('/api/reports/csv/members?from=2026-10-01&to=2026-10-31');
    expect(members[0]).toEqual(['team_member', 'bookings', 'takings']);
    expect(members.slice(1).map((row) => row.slice(1))).toEqual([['2', '650.5']]);
  });
});

describe('pieces', () => {
  it('reads every row once across pieces of one row', async () => {
    const ids: number[] = [];
    for await (const piece of appointmentPieces(
      t.app.db,
      owner.id,
      { from: '2026-10-01', to: '2026-10-31' },
      NOW,
      1,
    )) {
      expect(piece).toHaveLength(1);
      ids.push(Number(piece[0]![0]));
    }
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    let clients = 0;
    for await (const piece of clientPieces(t.app.db, owner.id, 1)) clients += piece.length;
    expect(clients).toBe(2);
  });
});
