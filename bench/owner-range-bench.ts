// The owner's week read before and after the team (docs/decisions.md, Team): the call the
// calendar's week view makes, GET /api/appointments/range for Monday to Sunday
// (src/features/appointments/api/range-appointments.ts), on `npm run demo -- --years 3`, timed on
// this tree's server and on the tree at BENCH_BEFORE_DIR (the commit before the team model) in
// one run, on SQLite and PostgreSQL: the median of BENCH_CALLS calls (default 15) after warm-ups,
// the trees alternating (tree-pair.ts). The older tree seeds and each server migrates its own copy
// of the same data, the team's migration giving every old booking the owner's member.
import { median } from './median.js';
import {
  BEFORE_DIR,
  DATABASES,
  loadAverage,
  timeAlternating,
  withSeededCopies,
  withServers,
  type BenchDatabase,
  type Running,
} from './tree-pair.js';

/** This week, next week (partly booked) and the same week a year ago (a full one). */
const WEEKS = [
  { name: 'this week', from: '2026-11-23', to: '2026-11-29' },
  { name: 'next week', from: '2026-11-30', to: '2026-12-06' },
  { name: 'a year ago', from: '2025-11-24', to: '2025-11-30' },
];

interface Timed {
  database: BenchDatabase;
  tree: string;
  medians: Map<string, number>;
  /** Bookings in each week's answer, to show how full it is. */
  rows: Map<string, number>;
}

async function weekRows(base: string, headers: Record<string, string>, week: string) {
  const { from, to } = WEEKS.find(({ name }) => name === week)!;
  const answer = await fetch(`${base}/api/appointments/range?from=${from}&to=${to}`, { headers });
  return ((await answer.json()) as unknown[]).length;
}

async function measure(database: BenchDatabase, running: Running[]): Promise<Timed[]> {
  // The weeks interleaved in every round, so none is timed only while the machine is busiest or
  // the server's code still cold.
  await timeAlternating(
    running,
    WEEKS.map(({ name, from, to }) => ({
      name,
      path: `/api/appointments/range?from=${from}&to=${to}`,
    })),
  );
  return Promise.all(
    running.map(async ({ tree, base, headers, times }) => {
      const rows = new Map<string, number>();
      for (const { name } of WEEKS) rows.set(name, await weekRows(base, headers, name));
      const medians = new Map([...times].map(([name, kept]) => [name, median(kept)]));
      return { database, tree, medians, rows };
    }),
  );
}

const results: Timed[] = [];
if (!BEFORE_DIR) console.log('BENCH_BEFORE_DIR is not set: this tree only (bench/README.md).');
console.log(`${new Date().toISOString()} load average before: ${loadAverage()}`);
for (const database of DATABASES) {
  const timed = await withSeededCopies(database, 'owner-range-bench', 3951, (served) =>
    withServers(served, (running) => measure(database, running)),
  );
  results.push(...timed);
}
console.log(`${new Date().toISOString()} load average after: ${loadAverage()}`);

console.log(
  '\n| GET /api/appointments/range, median ms | bookings before | after | ms before | after | after/before |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const database of DATABASES) {
  const before = results.find((r) => r.database === database && r.tree === 'before');
  const after = results.find((r) => r.database === database && r.tree === 'after')!;
  for (const { name, from, to } of WEEKS) {
    const was = before?.medians.get(name);
    const now = after.medians.get(name)!;
    const ratio = was === undefined ? '' : `${((now / was) * 100).toFixed(0)}%`;
    console.log(
      `| ${database}, ${name} (${from} to ${to}) | ${before?.rows.get(name) ?? ''} | ` +
        `${after.rows.get(name)} | ${was?.toFixed(1) ?? ''} | ${now.toFixed(1)} | ${ratio} |`,
    );
  }
}
