// A signed-in request carries its business, not only its user (docs/architecture.md, Server):
// `request.business` has the id that scopes every query, the time zone "now" is read in and the
// locale answers are written in, read with the session, so no route reads them again.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../../server/plugins/auth.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let owner: Owner;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'America/Toronto' });
  await t.app.db
    .updateTable('users')
    .set({ currency: 'CAD', clock: '24h', week_start: 1 })
    .where('id', '=', owner.id)
    .execute();
});

afterAll(async () => {
  await t.close();
});

describe('request.business', () => {
  it('is the signed-in business: id, time zone and locale', async () => {
    // The real auth plugin on the test app's database, with one route that shows what it set.
    const probe = Fastify({ logger: false });
    probe.decorate('db', t.app.db);
    probe.decorate('config', t.app.config);
    await probe.register(authPlugin);
    probe.get('/probe', { onRequest: probe.authenticate }, async (request) => ({
      business: request.business,
      userId: request.user.id,
    }));
    const response = await probe.inject({ method: 'GET', url: '/probe', headers: owner.auth });
    await probe.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      business: {
        id: owner.id,
        timezone: 'America/Toronto',
        locale: { currency: 'CAD', clock: '24h', weekStart: 1 },
      },
      userId: owner.id,
    });
  });
});
