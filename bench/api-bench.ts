// API benchmark (issue: the API server): autocannon on loopback against `npm run demo` data, for
// three of the spec's calls, beside a bare Fastify hello-world measured in the same run.
// Prints requests per second, p50 and p99 latency and the server's resident memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProcess } from './start-process.js';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../server/demo/seed-demo.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each server process count measured, e.g. BENCH_WORKERS=1,2. */
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const root = path.resolve(import.meta.dirname, '..');

function rssKiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** The resident memory of a process and its children (the server processes of a cluster). */
function treeRssMiB(pid: number): number {
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
  const kib = rssKiB(pid) + children.reduce((sum, child) => sum + treeRssMiB(child) * 1024, 0);
  return Math.round(kib / 1024);
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rssMiB: number;
}

async function measure(name: string, pid: number, options: autocannon.Options): Promise<Row> {
  // A short warm-up so JIT and caches are settled before the measured run.
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    rssMiB: treeRssMiB(pid),
  };
}

/** The three calls and the ceiling, with the server and the hello-world in `workers` processes. */
async function measureAll(dataDir: string, workers: number): Promise<Row[]> {
  const helloPort = 3901;
  const apiPort = 3902;
  const processes = { WEB_CONCURRENCY: String(workers) };
  const hello = await startProcess(root, 'bench/hello-server.ts', helloPort, processes);
  const api = await startProcess(root, 'server/main.ts', apiPort, {
    ...processes,
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'none'),
    // The demo's "today", so the upcoming list has the same rows on every run.
    FIXED_NOW: '2026-11-23T09:00:00Z',
    // One business under 50 connections: its budget would refuse most calls (README, Limits).
    RATE_LIMIT: 'off',
  });
  const base = `http://127.0.0.1:${apiPort}`;
  try {
    const login = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const days = (await (await fetch(`${base}/api/day_weeks/`, { headers })).json()) as {
      id: number;
    }[];
    const upcoming = (await (
      await fetch(`${base}/api/appointments/all_upcoming`, { headers })
    ).json()) as unknown[];

    return [
      await measure('hello-world (ceiling)', hello.pid!, { url: `http://127.0.0.1:${helloPort}/` }),
      await measure(`GET /api/appointments/all_upcoming (${upcoming.length} rows)`, api.pid!, {
        url: `${base}/api/appointments/all_upcoming`,
        headers,
      }),
      await measure('GET /api/cat_wise_services/', api.pid!, {
        url: `${base}/api/cat_wise_services/`,
        headers,
      }),
      await measure('PUT /api/businessHours/update1', api.pid!, {
        url: `${base}/api/businessHours/update1`,
        method: 'PUT',
        headers,
        body: JSON.stringify({ tid: days[0]?.id, openingTime: '09:00' }),
      }),
    ];
  } finally {
    const stopped = [hello, api].map(
      (child) => new Promise((resolve) => child.once('exit', resolve)),
    );
    hello.kill();
    api.kill();
    await Promise.all(stopped);
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-bench-'));
  const { db, kind } = openDatabase({ dataDir });
  await migrateToLatest(db, kind);
  const seeded = await seedDemo(db, '2026-11-23');
  await db.destroy();

  console.log(
    `\n${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${kind}, ${seeded.appointments} demo appointments`,
  );
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per call`);
  try {
    for (const workers of WORKER_COUNTS) {
      const rows = await measureAll(dataDir, workers);
      const ceiling = rows[0]!.rps;
      console.log(`\nWEB_CONCURRENCY=${workers} (server and hello-world)\n`);
      console.log('| call | req/s | % of ceiling | p50 ms | p99 ms | errors | server RSS MiB |');
      console.log('|---|---:|---:|---:|---:|---:|---:|');
      for (const row of rows) {
        const share = Math.round((row.rps / ceiling) * 100);
        console.log(
          `| ${row.name} | ${row.rps} | ${share}% | ${row.p50} | ${row.p99} | ${row.errors} | ${row.rssMiB} |`,
        );
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
