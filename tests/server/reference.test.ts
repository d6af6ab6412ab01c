// The option lists: GET /api/service_types/, /api/price_types/, /api/durations/, /api/intervals_types/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  durationListSchema,
  intervalTypeListSchema,
  priceTypeListSchema,
  serviceTypeListSchema,
} from '../../contract/reference.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';

const PATHS = [
  '/api/service_types/',
  '/api/price_types/',
  '/api/durations/',
  '/api/intervals_types/',
];

let t: TestApp;
let owner: Owner;

async function get(path: string, headers: Record<string, string> = owner.auth) {
  const response = await t.app.inject({ method: 'GET', url: path, headers });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
});

afterAll(async () => {
  await t.close();
});

describe('reference lists', () => {
  it('lists the three price types, Fixed, From and Free, by id', async () => {
    const { status, body } = await get('/api/price_types/');
    expect(status).toBe(200);
    expect(priceTypeListSchema.parse(body).map((p) => p.priceTypeName)).toEqual([
      'Fixed',
      'From',
      'Free',
    ]);
    expect(body.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
  });

  it('lists the four service types', async () => {
    const { status, body } = await get('/api/service_types/');
    expect(status).toBe(200);
    expect(serviceTypeListSchema.parse(body)).toEqual([
      { id: 1, serviceTypeName: 'Everyone' },
      { id: 2, serviceTypeName: 'Women' },
      { id: 3, serviceTypeName: 'Men' },
      { id: 4, serviceTypeName: 'Children' },
    ]);
  });

  it('lists durations from 5 minutes to 8 hours, split into hours and minutes', async () => {
    const { status, body } = await get('/api/durations/');
    expect(status).toBe(200);
    const durations = durationListSchema.parse(body);
    expect(durations[0]).toEqual({ id: expect.any(Number), hrs: 0, min: 5, durationValue: 5 });
    expect(durations.at(-1)).toEqual({
      id: expect.any(Number),
      hrs: 8,
      min: 0,
      durationValue: 480,
    });
    expect(durations).toContainEqual({
      id: expect.any(Number),
      hrs: 1,
      min: 30,
      durationValue: 90,
    });
    // 11 five-minute steps below an hour, then 29 quarter-hour steps from 1 h to 8 h.
    expect(durations).toHaveLength(40);
    const values = durations.map((d) => d.durationValue);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    for (const d of durations) expect(d.hrs * 60 + d.min).toBe(d.durationValue);
  });

  it('lists the nine interval types from 5 to 120 minutes', async () => {
    const { status, body } = await get('/api/intervals_types/');
    expect(status).toBe(200);
    expect(intervalTypeListSchema.parse(body).map((i) => i.duration)).toEqual([
      5, 10, 15, 20, 30, 45, 60, 90, 120,
    ]);
  });
});

describe('reference lists without a valid session', () => {
  it.each(PATHS)('refuses %s without a token or with a malformed one', async (path) => {
    const invalid: Record<string, string>[] = [
      {},
      { authorization: 'Bearer x' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of invalid) {
      const { status, body } = await get(path, headers);
      expect(status).toBe(401);
      expect(body.errors[0].msg).toEqual(expect.any(String));
    }
  });

  it('refuses every list with a token that was signed out', async () => {
    const leaving = await registerVerifyAndLogin(t.app, t.dataDir);
    expect((await get('/api/price_types/', leaving.auth)).status).toBe(200);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth',
      headers: leaving.auth,
    });
    expect(logout.statusCode).toBe(200);
    for (const path of PATHS) {
      const { status, body } = await get(path, leaving.auth);
      expect(status).toBe(401);
      expect(body.errors[0].msg).toEqual(expect.any(String));
    }
  });
});
