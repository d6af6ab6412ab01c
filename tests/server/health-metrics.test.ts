// GET /healthz and /readyz answer without a session and carry no data; GET /metrics serves
// Prometheus text only with METRICS_TOKEN or to an address in METRICS_ALLOW (README, Operations).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { notReadyReason } from '../../server/plugins/health.js';
import { registerVerifyAndLogin } from './helpers/accounts.js';
import { insertService } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({
    metrics: { token: 'scrape-secret', allow: ['10.0.0.0/8', '2001:db8::/32'] },
    // No sender: the queue the scrape counts stays as the test leaves it.
    messagePollMs: 0,
  });
});
afterAll(() => test.close());

describe('health', () => {
  it('answers /healthz and /readyz without a session, with no data in them', async () => {
    const health = await test.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await test.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready on a database whose migrations have not all run (SQLite)', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-ready-'));
    const { db, kind } = openDatabase({ dataDir });
    try {
      await migrateToLatest(db, kind, '011-team');
      expect(await notReadyReason(db, kind)).toBe('The database is not migrated');
      await migrateToLatest(db, kind);
      expect(await notReadyReason(db, kind)).toBeUndefined();
    } finally {
      await db.destroy();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('metrics', () => {
  it('counts requests by route pattern, method and status, with the event loop', async () => {
    await test.app.inject({ url: '/api/day_weeks/' });
    await test.app.inject({ url: '/healthz' });
    const answer = await test.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*status_code="401"\} 1/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    if (test.app.dbKind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="idle"\}/);
    // An empty queue still says so: a scraper alerts on due messages growing, not on absence.
    expect(text).toMatch(/scheduled_messages\{state="due"\} 0/);
    expect(text).toMatch(/scheduled_messages\{state="failed"\} 0/);
  });

  it('counts the messages to clients due now, due later and failed', async () => {
    const owner = await registerVerifyAndLogin(test.app, test.dataDir);
    const cut = await insertService(test.app.db, owner.id, {
      name: 'Cut',
      priceCents: 45000,
      minutes: 60,
    });
    for (const date of ['2030-03-05', '2030-03-06', '2030-03-07']) {
      const booked = await test.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: owner.auth,
        payload: {
          client: { firstName: 'Kari', lastName: date, email: `kari-${date}@example.com` },
          serviceIds: [cut],
          date,
          time: '12:00',
          force: true,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    const [first, second] = await test.app.db
      .selectFrom('scheduled_messages')
      .select('id')
      .where('business_id', '=', owner.id)
      .orderBy('due_at')
      .execute();
    // One overdue (a sender that stopped), one given up, one still ahead.
    await test.app.db
      .updateTable('scheduled_messages')
      .set({ next_attempt_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', first?.id ?? 0)
      .execute();
    await test.app.db
      .updateTable('scheduled_messages')
      .set({ state: 'failed' })
      .where('id', '=', second?.id ?? 0)
      .execute();
    const text = (
      await test.app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-secret' } })
    ).body;
    expect(text).toMatch(/scheduled_messages\{state="due"\} 1\n/);
    expect(text).toMatch(/scheduled_messages\{state="later"\} 1\n/);
    expect(text).toMatch(/scheduled_messages\{state="failed"\} 1\n/);
  });

  it('refuses a scraper without the token or from an address not allowed', async () => {
    const refused = [
      { headers: {}, remoteAddress: '127.0.0.1' },
      { headers: { authorization: 'Bearer wrong' }, remoteAddress: '10.1.2.3' },
      { headers: {}, remoteAddress: '192.168.1.10' },
      { headers: { 'x-forwarded-for': '10.1.2.3' }, remoteAddress: '192.168.1.10' },
    ];
    for (const { headers, remoteAddress } of refused) {
      const answer = await test.app.inject({ url: '/metrics', headers, remoteAddress });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        errors: [{ msg: 'Metrics are not served to this client', code: 'forbidden' }],
      });
    }
    for (const remoteAddress of ['10.1.2.3', '::ffff:10.9.9.9', '2001:db8::1']) {
      const answer = await test.app.inject({ url: '/metrics', remoteAddress });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('serves no one when neither METRICS_TOKEN nor METRICS_ALLOW is set', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, allow: [] });
    expect(() => loadConfig({ METRICS_ALLOW: 'loopback' })).toThrow(
      'METRICS_ALLOW must be addresses or CIDRs separated by commas: loopback',
    );
  });
});
