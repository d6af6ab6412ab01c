// How GET /api/reports reads the bookings on SQLite (docs/decisions.md, Reports): every query of a
// report call reads the period's bookings and their items along the report's own indexes alone
// (migration 022), never a booking's whole row, and sums by day and member without sorting.
import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/demo/seed-demo.js';
import type { Db } from '../../server/db/database.js';
import { periodSums } from '../../server/routes/reports/period-sums.js';
import { clientCounts, periodFigures } from '../../server/routes/reports/report-figures.js';
import { serviceTakings } from '../../server/routes/reports/takings-figures.js';
import { heatMap } from '../../server/routes/reports/time-figures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const TODAY = '2026-11-23';
const PERIOD = { from: '2026-09-01', to: '2026-11-30' };
let t: TestApp;
let business: { id: number; timezone: string };

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-23T12:00:00.000Z') });
  business = {
    id: (await seedDemo(t.app.db, TODAY, { years: 0.25 })).businessId,
    timezone: 'Europe/Oslo',
  };
});
afterAll(() => t.close());

/** The plans of every query `run` builds, in order: each common table expression, then the whole. */
async function plans(run: (db: Db) => Promise<unknown>): Promise<string[]> {
  const db = t.app.db;
  const compiled: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery(args) {
      compiled.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await run(db.withPlugin(recorder));
  const explained: string[] = [];
  for (const query of compiled) {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    explained.push(plan.rows.map((row) => row.detail).join('\n'));
  }
  return explained;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('report query plans on SQLite', () => {
  it('reads the bookings along the report index alone, summing by day and member unsorted', async () => {
    // The last query made is the whole one (a query's common table expressions come first).
    const sums = (await plans((db) => periodSums(db, business.id, PERIOD, '2026-11-23T12:00'))).at(
      -1,
    );
    expect(sums).toMatch(/CO-ROUTINE sums/);
    expect(sums).toMatch(/SEARCH a USING COVERING INDEX appointments_report \(business_id=\?/);
    expect(sums).not.toMatch(/TEMP B-TREE FOR GROUP BY/);
  });

  it('reads the items, the clients, the heat map and the period before along it too', async () => {
    const all = [
      ...(await plans((db) => serviceTakings(db, business.id, PERIOD))),
      ...(await plans((db) => clientCounts(db, business, PERIOD))),
      ...(await plans((db) => heatMap(db, business.id, PERIOD))),
      ...(await plans((db) => periodFigures(db, business, PERIOD, '2026-11-23T12:00'))),
    ];
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const plan of all) {
      expect(plan).toMatch(/USING COVERING INDEX appointments_report \(business_id=\?/);
      expect(plan).not.toMatch(/SCAN (appointments|a|i)\b/);
    }
    expect(all.join('\n')).toMatch(/SEARCH i USING COVERING INDEX appointment_items_report/);
  });
});
