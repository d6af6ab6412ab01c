// The service interval: GET /api/service_interval/ and PUT /api/service_interval/update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceIntervalSchema, type ServiceInterval } from '../../contract/business-settings.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';

let t: TestApp;
let owner: Owner;
let other: Owner;

async function intervalTypeId(minutes: number): Promise<number> {
  const row = await t.app.db
    .selectFrom('interval_types')
    .select('id')
    .where('minutes', '=', minutes)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function serviceInterval(who: Owner): Promise<ServiceInterval> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/service_interval/',
    headers: who.auth,
  });
  expect(response.statusCode).toBe(200);
  return serviceIntervalSchema.parse(response.json());
}

const update = (who: Owner, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/service_interval/update',
    payload,
    headers: { ...who.auth, ...headers },
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  other = await registerVerifyAndLogin(t.app, t.dataDir);
});

afterAll(async () => {
  await t.close();
});

describe('service interval', () => {
  it('is 15 minutes for a new business', async () => {
    expect(await serviceInterval(other)).toEqual({
      id: expect.any(Number),
      intervalTypeID: await intervalTypeId(15),
      duration: 15,
    });
  });

  it('changes to 30 minutes and answers with the new setting', async () => {
    const current = await serviceInterval(owner);
    const thirty = await intervalTypeId(30);
    const response = await update(owner, { id: current.id, intervalTypeID: thirty });
    expect(response.statusCode).toBe(200);
    const expected = { id: current.id, intervalTypeID: thirty, duration: 30 };
    expect(response.json()).toEqual({ msg: 'Service interval Updated', serviceInterval: expected });
    expect(await serviceInterval(owner)).toEqual(expected);
  });

  it('accepts the ids as the strings a <select> gives', async () => {
    const current = await serviceInterval(owner);
    const sixty = await intervalTypeId(60);
    const response = await update(owner, { id: String(current.id), intervalTypeID: String(sixty) });
    expect(response.statusCode).toBe(200);
    expect((await serviceInterval(owner)).duration).toBe(60);
  });

  it('refuses an interval type that is not one of the options', async () => {
    const before = await serviceInterval(owner);
    const response = await update(owner, { id: before.id, intervalTypeID: 999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ msg: 'Time interval is not one of the options', code: 'invalid' }],
    });
    expect(await serviceInterval(owner)).toEqual(before);
  });

  it('refuses a missing or malformed interval type with a message', async () => {
    const { id } = await serviceInterval(owner);
    for (const payload of [{ id }, { id, intervalTypeID: 'abc' }, { id, intervalTypeID: -3 }]) {
      const response = await update(owner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg).toEqual(expect.any(String));
    }
  });

  it('answers 404 for another business’s interval and leaves it alone', async () => {
    const theirs = await serviceInterval(other);
    const response = await update(owner, {
      id: theirs.id,
      intervalTypeID: await intervalTypeId(120),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ msg: 'Service interval not found', code: 'not_found' }],
    });
    expect(await serviceInterval(other)).toEqual(theirs);
  });

  it('refuses both calls without a valid token', async () => {
    const { id } = await serviceInterval(owner);
    for (const headers of [{}, { authorization: 'Bearer garbage' }]) {
      const read = await t.app.inject({ method: 'GET', url: '/api/service_interval/', headers });
      expect(read.statusCode).toBe(401);
      const write = await t.app.inject({
        method: 'PUT',
        url: '/api/service_interval/update',
        payload: { id, intervalTypeID: await intervalTypeId(5) },
        headers,
      });
      expect(write.statusCode).toBe(401);
    }
  });

  it('replays a repeated Idempotency-Key without applying it again', async () => {
    const { id } = await serviceInterval(owner);
    const key = { 'idempotency-key': 'interval-replay-01' };
    const first = await update(owner, { id, intervalTypeID: await intervalTypeId(20) }, key);
    expect(first.statusCode).toBe(200);
    await update(owner, { id, intervalTypeID: await intervalTypeId(45) });
    const repeat = await update(owner, { id, intervalTypeID: await intervalTypeId(20) }, key);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect((await serviceInterval(owner)).duration).toBe(45);
  });
});
