// The server's fixed cost per request (`npm run bench:floor`): the real server (server/main.ts)
// against bench/minimal-server.ts, bare Fastify doing the same work (same session lookup, same
// SQL, byte-identical JSON and headers, checked before measuring), on the demo business, on SQLite
// and on PostgreSQL (a fresh database, dropped at the end). Prints each server's requests per
// second and CPU time per request, and their ratios: 1 would mean the real server costs nothing
// on top.
//
// Each round measures every server back to back, the order rotating; a ratio printed is the
// median of the rounds' ratios, so a machine whose speed drifts (other work on its 2 cores) moves
// both sides of a ratio alike. The CPU time is the server process's own, read from /proc: the
// load generator sharing the cores does not count in it.
//
// BENCH_SECONDS per measured run (default 4) after a 2 s warm-up; BENCH_ROUNDS (default 4);
// BENCH_CONNECTIONS (default 50); BENCH_CALLS=cat_wise,update1 measures only those calls;
// BENCH_DATABASES=sqlite,postgres; BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) is where the fresh database is created;
// BENCH_BEFORE_DIR, another tree of the project (e.g. `git archive HEAD | tar -x -C /tmp/before`
// with node_modules linked), whose server is measured too, in the same rounds, as "before".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  answerDifferences,
  floorCalls,
  floorServerEnv,
  FLOOR_TODAY as TODAY,
  type Call,
} from './floor-answers.js';
import { startProcess, stopProcesses } from './start-process.js';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { seedDemo } from '../server/demo/seed-demo.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
const BEFORE_PORT = 3913;
/** BENCH_CALLS=cat_wise,update1 measures only the calls whose path holds one of these. */
const CALLS = process.env.BENCH_CALLS?.split(',');
const root = path.resolve(import.meta.dirname, '..');

type Server = 'minimal' | 'real' | 'before';

/** CPU time (user + system) a process has used, in µs, from /proc (clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

interface Measured {
  rps: number;
  /** The server process's CPU per answered request: the cost the load generator cannot blur. */
  cpuMicros: number;
}

async function measureServer(
  port: number,
  pid: number,
  call: Call,
  token: string,
): Promise<Measured> {
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${port}${call.path}`,
    method: call.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    body: call.body,
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpu = cpuMicros(pid) - cpuBefore;
  if (result.errors + result.non2xx > 0) {
    throw new Error(`${call.name} on port ${port}: ${result.errors + result.non2xx} failures`);
  }
  return { rps: result.requests.average, cpuMicros: cpu / result.requests.total };
}

/**
 * Seeds the demo business in a fresh database; returns the servers' environment and a clean-up.
 * With BENCH_BEFORE_DIR, the older server is started first, on the schema of its own migrations:
 * it would refuse a database that newer ones have touched (a migration it does not know).
 */
async function prepareDatabase(kind: string): Promise<{
  env: Record<string, string>;
  before?: ChildProcess;
  drop: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-floor-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `salon_floor_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else if (kind !== 'sqlite') {
    throw new Error(`BENCH_DATABASES: unknown database ${kind}`);
  }
  const env = floorServerEnv(dataDir, databaseUrl);
  const { db, kind: opened } = openDatabase({ dataDir, databaseUrl });
  let before: ChildProcess | undefined;
  if (BEFORE_DIR) {
    const older = (await import(
      pathToFileURL(path.join(BEFORE_DIR, 'server/db/migrate.ts')).href
    )) as { migrateToLatest: typeof migrateToLatest };
    await older.migrateToLatest(db, opened);
    before = await startProcess(BEFORE_DIR, 'server/main.ts', BEFORE_PORT, env);
  }
  await migrateToLatest(db, opened);
  await seedDemo(db, TODAY);
  await db.destroy();
  return {
    env,
    before,
    async drop() {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Result {
  database: string;
  call: string;
  /** Requests per second of each server, one per round. */
  rps: Partial<Record<Server, number[]>>;
  /** The server process's CPU µs per request, one per round. */
  cpu: Partial<Record<Server, number[]>>;
}

async function measureDatabase(kind: string): Promise<Result[]> {
  const { env, before, drop } = await prepareDatabase(kind);
  const ports: Partial<Record<Server, number>> = { minimal: 3912, real: 3911 };
  const pids: Partial<Record<Server, number>> = {};
  const children: ChildProcess[] = [];
  if (before) {
    ports.before = BEFORE_PORT;
    pids.before = before.pid!;
    children.push(before);
  }
  try {
    const real = await startProcess(root, 'server/main.ts', ports.real!, env);
    children.push(real);
    pids.real = real.pid!;
    const minimal = await startProcess(root, 'bench/minimal-server.ts', ports.minimal!, env);
    children.push(minimal);
    pids.minimal = minimal.pid!;
    const base = `http://127.0.0.1:${ports.real!}`;
    const { token, calls } = await floorCalls(base);
    const differences = await answerDifferences(calls, ports.minimal!, ports, token);
    if (differences.length > 0) throw new Error(differences.join('\n'));
    const measured = calls.filter(
      (call) => !CALLS || CALLS.some((part) => call.path.includes(part)),
    );
    console.log(`${kind}: the answers are byte-identical (bodies and headers but Date)`);

    const servers = Object.keys(ports) as Server[];
    const results: Result[] = [];
    for (const call of measured) {
      const result: Result = { database: kind, call: call.name, rps: {}, cpu: {} };
      for (let round = 0; round < ROUNDS; round += 1) {
        // Rotate which server goes first, so a drift of the machine's speed evens out.
        const order = [
          ...servers.slice(round % servers.length),
          ...servers.slice(0, round % servers.length),
        ];
        for (const server of order) {
          const measured = await measureServer(ports[server]!, pids[server]!, call, token);
          (result.rps[server] ??= []).push(measured.rps);
          (result.cpu[server] ??= []).push(measured.cpuMicros);
        }
      }
      console.log(
        `${kind} ${call.name}: ${servers.map((server) => `${server} ${result.rps[server]!.map(Math.round).join(', ')} req/s, ${result.cpu[server]!.map(Math.round).join(', ')} µs CPU`).join('; ')}`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await stopProcesses(children);
    await drop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  console.log(
    `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per server and call`,
  );
  console.log(
    `load average at the start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const results: Result[] = [];
  for (const kind of DATABASES) results.push(...(await measureDatabase(kind)));
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const servers: Server[] = BEFORE_DIR ? ['minimal', 'before', 'real'] : ['minimal', 'real'];
  const others = servers.slice(1);
  const cells = (values: string[]) => `| ${values.join(' | ')} |`;
  // Throughput: each round's ratio to the minimal server in the same round, the median of them.
  // CPU: the minimal server's CPU per request over the other's (1 = no cost on top), medians.
  console.log(
    `\n${cells(['database', 'call', ...servers.map((s) => `${s} req/s`), ...others.map((s) => `${s}/minimal req/s`), ...servers.map((s) => `${s} CPU µs/req`), ...others.map((s) => `minimal/${s} CPU`)])}`,
  );
  console.log(
    cells(['---', '---', ...[...servers, ...others, ...servers, ...others].map(() => '---:')]),
  );
  for (const r of results) {
    const minimal = r.rps.minimal!;
    const ratios = others.map((s) => median(r.rps[s]!.map((rps, i) => rps / minimal[i]!)));
    const cpu = servers.map((s) => median(r.cpu[s]!));
    const cpuRatios = others.map((s) => median(r.cpu.minimal!) / median(r.cpu[s]!));
    console.log(
      cells([
        r.database,
        r.call,
        ...servers.map((s) => String(Math.round(median(r.rps[s]!)))),
        ...ratios.map((x) => x.toFixed(2)),
        ...cpu.map((x) => String(Math.round(x))),
        ...cpuRatios.map((x) => x.toFixed(2)),
      ]),
    );
  }
}

await main();
