// The report calls and the CSV of three years (docs/decisions.md, Reports) on
// `npm run demo -- --years 3` (about 46,000 bookings), on SQLite and on PostgreSQL side by side:
// the median time of GET /api/reports per period, one call at a time, and the bookings' CSV of
// the whole three years downloaded while the server's resident memory is read from /proc every
// 20 ms. PostgreSQL is the server at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432),
// in a database of its own, dropped at the end; BENCH_DATABASES=sqlite skips it.
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

const PERIODS: { name: string; period: ReportQuery }[] = [
  ...REPORT_PRESETS.map((preset) => ({ name: preset, period: presetPeriod(preset, TODAY, 1) })),
  { name: 'three years', period: { from: '2023-11-24', to: TODAY } },
];

function seed(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/demo/seed-demo.ts', '--years', '3', '--today', TODAY],
      { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
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

async function measure(database: string, env: Record<string, string>, port: number) {
  const server: ChildProcess = await startProcess(root, 'server/main.ts', port, {
    ...env,
    WEB_CONCURRENCY: '1',
    FIXED_NOW: '2026-11-23T09:00:00Z',
    RATE_LIMIT: 'off',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const medians = new Map<string, number>();
    for (const { name, period } of PERIODS) {
      const url = `${base}/api/reports?from=${period.from}&to=${period.to}`;
      const times: number[] = [];
      for (let call = 0; call < WARM_UPS + CALLS; call += 1) {
        const started = performance.now();
        const answer = await fetch(url, { headers });
        if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
        await answer.arrayBuffer();
        if (call >= WARM_UPS) times.push(performance.now() - started);
      }
      medians.set(name, median(times));
    }

    // Let the heap settle after the report calls, then download the three years twice: memory
    // held per row would grow again on the second; a heap that only has not been collected yet
    // would not.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const first = await download(base, headers, server.pid!);
    const second = await download(base, headers, server.pid!);
    return { database, medians, csv: [first, second] } satisfies Result;
  } finally {
    await stopProcesses([server]);
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

const results: Result[] = [];
console.log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
if (DATABASES.includes('sqlite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-bench-'));
  try {
    await seed({ DATA_DIR: dataDir });
    results.push(
      await measure('SQLite', { DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'none') }, 3931),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (DATABASES.includes('postgres')) {
  const name = `reports_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-bench-'));
  await admin(`CREATE DATABASE ${name}`);
  try {
    const env = {
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'none'),
      DATABASE_URL: url.toString(),
    };
    await seed(env);
    results.push(await measure('PostgreSQL', env, 3932));
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

console.log(`\n| GET /api/reports, median ms | ${results.map((r) => r.database).join(' | ')} |`);
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
  const [first, second] = csv as [Download, Download];
  console.log(
    `| ${database} | ${first.rows} | ${first.mib.toFixed(1)} | ${first.seconds.toFixed(1)} | ` +
      `${first.before.toFixed(0)} | ${first.peak.toFixed(0)} | ${second.seconds.toFixed(1)} | ` +
      `${second.before.toFixed(0)} | ${second.peak.toFixed(0)} |`,
  );
}
