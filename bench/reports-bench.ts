// The report calls and the CSV of three years (docs/decisions.md, Reports) on
// `npm run demo -- --years 3` (about 46,000 bookings), on SQLite and on PostgreSQL side by side:
// the median time of GET /api/reports per period, one call at a time, and the bookings' CSV of
// the whole three years downloaded while the server's resident memory is read from /proc every
// 20 ms. PostgreSQL is the server at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432),
// in a database of its own, dropped at the end; BENCH_DATABASES=sqlite skips it.
//
// BENCH_BEFORE_DIR=<a worktree of an older commit, with its node_modules> times that tree's server
// beside this one's on the same data: the older tree seeds, each tree's server gets its own copy
// (of the SQLite file; of the PostgreSQL database, as a template) and migrates it at start, both
// run at once, and each call goes to one and then the other, the first alternating, so the
// machine's load falls on both alike. The CSV is downloaded from this tree's server only.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { presetPeriod, REPORT_PRESETS, type ReportQuery } from '../contract/reports.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/demo/seed-demo.js';
import { median } from './median.js';
import { startProcess, stopProcesses } from './start-process.js';

const TODAY = '2026-11-23';
const CALLS = Number(process.env.BENCH_CALLS ?? 15);
const WARM_UPS = 3;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const root = path.join(import.meta.dirname, '..');
const BEFORE = process.env.BENCH_BEFORE_DIR;
/** The trees timed: this one ("after") and, with BENCH_BEFORE_DIR, the older one ("before"). */
const TREES = [{ name: 'after', dir: root }, ...(BEFORE ? [{ name: 'before', dir: BEFORE }] : [])];

const PERIODS: { name: string; period: ReportQuery }[] = [
  ...REPORT_PRESETS.map((preset) => ({ name: preset, period: presetPeriod(preset, TODAY, 1) })),
  { name: 'three years', period: { from: '2023-11-24', to: TODAY } },
];

/**
 * Seeds the demo with the oldest tree timed, whose migrations every newer tree can run on from
 * there (an older server refuses a database migrated past what it knows).
 */
function seed(env: Record<string, string>): Promise<void> {
  const cwd = TREES.at(-1)!.dir;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/demo/seed-demo.ts', '--years', '3', '--today', TODAY],
      { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed ${code}`))));
  });
}

/** The process's resident memory in MiB, from /proc. */
function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface Download {
  rows: number;
  mib: number;
  seconds: number;
  before: number;
  peak: number;
}

interface Result {
  database: string;
  tree: string;
  medians: Map<string, number>;
  csv: Download[];
}

/** The bookings' CSV of the three years, read as it comes, the server's RSS sampled meanwhile. */
async function download(
  base: string,
  headers: Record<string, string>,
  pid: number,
): Promise<Download> {
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
  const started = performance.now();
  const answer = await fetch(`${base}/api/reports/csv/appointments?from=2023-11-24&to=${TODAY}`, {
    headers,
  });
  let bytes = 0;
  let rows = 0;
  const reader = answer.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 10) rows += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(pid));
  return { rows: rows - 1, mib: bytes / 1024 / 1024, seconds, before, peak };
}

/** One tree's server on its database: its directory, environment and port. */
interface Served {
  tree: string;
  dir: string;
  env: Record<string, string>;
  port: number;
}

interface Running {
  tree: string;
  base: string;
  headers: Record<string, string>;
  server: ChildProcess;
  times: Map<string, number[]>;
}

async function signIn(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function timedCall(target: Running, name: string, url: string, kept: boolean) {
  const started = performance.now();
  const answer = await fetch(url, { headers: target.headers });
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  await answer.arrayBuffer();
  if (kept) target.times.get(name)!.push(performance.now() - started);
}

async function measure(database: string, served: Served[]): Promise<Result[]> {
  const running: Running[] = [];
  try {
    for (const { tree, dir, env, port } of served) {
      const server = await startProcess(dir, 'server/main.ts', port, {
        ...env,
        WEB_CONCURRENCY: '1',
        FIXED_NOW: '2026-11-23T09:00:00Z',
        RATE_LIMIT: 'off',
      });
      const base = `http://127.0.0.1:${port}`;
      const times = new Map<string, number[]>(PERIODS.map(({ name }) => [name, []]));
      running.push({ tree, base, headers: await signIn(base), server, times });
    }
    for (const { name, period } of PERIODS) {
      const query = `/api/reports?from=${period.from}&to=${period.to}`;
      for (let call = 0; call < WARM_UPS + CALLS; call += 1) {
        // Each tree's call in turn, the first of them alternating, one call at a time.
        const order = call % 2 === 0 ? running : [...running].reverse();
        for (const target of order) {
          await timedCall(target, name, `${target.base}${query}`, call >= WARM_UPS);
        }
      }
    }

    // Let the heap settle after the report calls, then download the three years twice: memory
    // held per row would grow again on the second; a heap that only has not been collected yet
    // would not. This tree's server only: the CSV is not what an older tree is compared on.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const results: Result[] = [];
    for (const target of running) {
      const csv: Download[] = [];
      if (target.tree === 'after') {
        csv.push(await download(target.base, target.headers, target.server.pid!));
        csv.push(await download(target.base, target.headers, target.server.pid!));
      }
      const medians = new Map([...target.times].map(([name, times]) => [name, median(times)]));
      results.push({ database, tree: target.tree, medians, csv });
    }
    return results;
  } finally {
    await stopProcesses(running.map((target) => target.server));
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const results: Result[] = [];
console.log(`${new Date().toISOString()} load average before: ${loadAverage()}`);
if (DATABASES.includes('sqlite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-bench-'));
  try {
    await seed({ DATA_DIR: dataDir });
    // A copy of the seeded file per tree: each server migrates and reads its own.
    const served = TREES.map(({ name, dir }, index) => {
      const treeDir = path.join(dataDir, name);
      fs.mkdirSync(treeDir);
      fs.copyFileSync(path.join(dataDir, 'salon.db'), path.join(treeDir, 'salon.db'));
      const env = { DATA_DIR: treeDir, DIST_DIR: path.join(dataDir, 'none') };
      return { tree: name, dir, env, port: 3931 + 10 * index };
    });
    results.push(...(await measure('SQLite', served)));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (DATABASES.includes('postgres')) {
  const name = `reports_bench_${randomBytes(4).toString('hex')}`;
  const urlOf = (database: string) => {
    const url = new URL(PG_URL);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-bench-'));
  const databases = TREES.map((tree) => `${name}_${tree.name}`);
  await admin(`CREATE DATABASE ${name}`);
  try {
    await seed({
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'none'),
      DATABASE_URL: urlOf(name),
    });
    // A copy of the seeded database per tree, as on SQLite.
    for (const database of databases) await admin(`CREATE DATABASE ${database} TEMPLATE ${name}`);
    const served = TREES.map(({ name: tree, dir }, index) => {
      const env = {
        DATA_DIR: path.join(dataDir, tree),
        DIST_DIR: path.join(dataDir, 'none'),
        DATABASE_URL: urlOf(databases[index]!),
      };
      return { tree, dir, env, port: 3932 + 10 * index };
    });
    results.push(...(await measure('PostgreSQL', served)));
  } finally {
    for (const database of [name, ...databases]) {
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`${new Date().toISOString()} load average after: ${loadAverage()}`);

const columns = results.map((r) => (BEFORE ? `${r.database}, ${r.tree}` : r.database));
console.log(`\n| GET /api/reports, median ms | ${columns.join(' | ')} |`);
console.log(`| --- | ${results.map(() => '---:').join(' | ')} |`);
for (const { name, period } of PERIODS) {
  const cells = results.map((r) => r.medians.get(name)!.toFixed(1));
  console.log(`| ${name} (${period.from} to ${period.to}) | ${cells.join(' | ')} |`);
}
console.log(
  '\n| CSV of three years | rows | MiB | s | RSS before | RSS peak | 2nd: s | 2nd: RSS before | 2nd: RSS peak |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { database, csv } of results) {
  const [first, second] = csv;
  if (!first || !second) continue;
  console.log(
    `| ${database} | ${first.rows} | ${first.mib.toFixed(1)} | ${first.seconds.toFixed(1)} | ` +
      `${first.before.toFixed(0)} | ${first.peak.toFixed(0)} | ${second.seconds.toFixed(1)} | ` +
      `${second.before.toFixed(0)} | ${second.peak.toFixed(0)} |`,
  );
}
