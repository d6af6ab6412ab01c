// The cost of the diary's model on `GET /api/appointments/all_upcoming`: the server before the
// change (a git worktree of an older commit, BENCH_BEFORE_DIR, default /tmp/before) and this one
// (or BENCH_AFTER_DIR), each on its own demo data, measured in one run, in alternating rounds so a
// machine that slows down mid-run penalises both alike. Prints req/s, p50 and p99 per round and the
// change in the median throughput. Set up the "before" tree with: git worktree add --detach
// /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProcess } from './start-process.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TODAY = '2026-11-23';
const after = path.resolve(process.env.BENCH_AFTER_DIR ?? path.join(import.meta.dirname, '..'));
const before = path.resolve(process.env.BENCH_BEFORE_DIR ?? '/tmp/before');

function run(cwd: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} in ${cwd} exited ${code}`)),
    );
  });
}

function startServer(cwd: string, port: number, dataDir: string): Promise<ChildProcess> {
  return startProcess(cwd, 'server/main.ts', port, {
    WEB_CONCURRENCY: '1',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'none'),
    FIXED_NOW: '2026-11-23T09:00:00Z',
  });
}

interface Target {
  name: string;
  cwd: string;
  port: number;
  dataDir: string;
  server?: ChildProcess;
  headers?: Record<string, string>;
  rows?: number;
  rps: number[];
}

async function prepare(target: Target): Promise<void> {
  await run(target.cwd, ['server/demo/seed-demo.ts', '--today', TODAY], {
    DATA_DIR: target.dataDir,
  });
  target.server = await startServer(target.cwd, target.port, target.dataDir);
  const base = `http://127.0.0.1:${target.port}`;
  const login = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@salon.example', password: 'demo-salon-2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  target.headers = { authorization: `Bearer ${token}` };
  const list = await fetch(`${base}/api/appointments/all_upcoming`, { headers: target.headers });
  target.rows = ((await list.json()) as unknown[]).length;
}

async function measure(target: Target, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}/api/appointments/all_upcoming`,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * The same read without HTTP, load generator or scheduler noise: in a process of its own for each
 * tree, the repository's listUpcomingAppointments plus the route's serialiser, 2,000 times after
 * a warm-up; prints the median of five batches in µs per call. On a 2-core machine shared with
 * autocannon the HTTP rounds swing by 30%; this one swings by a few per cent.
 */
async function readCost(target: Target): Promise<number> {
  const script = path.join(target.dataDir, 'read-cost.mts');
  const from = (file: string) => JSON.stringify(path.join(target.cwd, file));
  fs.writeFileSync(
    script,
    `import { openDatabase } from ${from('server/db/database.ts')};
import { listUpcomingAppointments } from ${from('server/routes/appointments/appointments-repository.ts')};
import { appointmentListResponseSchema } from ${from('contract/appointments.ts')};
import { responseSerializerCompiler } from ${from('server/response-serializer.ts')};
const { db } = openDatabase({ dataDir: ${JSON.stringify(target.dataDir)} });
const business = { id: 1, timezone: 'Europe/Oslo' };
const now = new Date('2026-11-23T09:00:00Z');
const serialise = responseSerializerCompiler({ schema: appointmentListResponseSchema } as never) as (v: unknown) => string;
for (let i = 0; i < 1000; i++) serialise(await listUpcomingAppointments(db, business, now));
const batches: number[] = [];
for (let b = 0; b < 5; b++) {
  const t = process.hrtime.bigint();
  for (let i = 0; i < 2000; i++) serialise(await listUpcomingAppointments(db, business, now));
  batches.push(Number(process.hrtime.bigint() - t) / 2000 / 1000);
}
console.log(batches.sort((x, y) => x - y)[2]);
process.exit(0);
`,
  );
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: target.cwd });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`read cost in ${target.cwd} exited ${code}`)),
    );
  });
  return Number(output.trim().split('\n').pop());
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(before, 'server/main.ts'))) {
    throw new Error(`no server to compare with in ${before}: see the comment at the top`);
  }
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-diary-bench-'));
  const targets: Target[] = [
    { name: 'before', cwd: before, port: 3921, dataDir: path.join(temp, 'before'), rps: [] },
    { name: 'after', cwd: after, port: 3922, dataDir: path.join(temp, 'after'), rps: [] },
  ];
  try {
    for (const target of targets) await prepare(target);
    console.log(
      `\n${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, SQLite, ` +
        `${CONNECTIONS} connections, ${SECONDS} s per round, ${ROUNDS} rounds`,
    );
    console.log('\n| round | server | rows | req/s | p50 ms | p99 ms | errors |');
    console.log('|---:|---|---:|---:|---:|---:|---:|');
    for (const target of targets) await measure(target, 2); // warm-up: JIT and caches
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Alternate which goes first, so neither always runs on a warmer or cooler machine.
      const order = round % 2 ? targets : [...targets].reverse();
      for (const target of order) {
        const row = await measure(target, SECONDS);
        target.rps.push(row.rps);
        console.log(
          `| ${round} | ${target.name} | ${target.rows} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} |`,
        );
      }
    }
    const [was, now] = targets.map((target) => median(target.rps)) as [number, number];
    const change = Math.round(((now - was) / was) * 1000) / 10;
    console.log(
      `\nmedian req/s: before ${was}, after ${now} (${change >= 0 ? '+' : ''}${change}%)`,
    );
    for (const target of targets) target.server?.kill();
    const costs = new Map<string, number[]>(targets.map((target) => [target.name, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 ? targets : [...targets].reverse();
      for (const target of order) costs.get(target.name)?.push(await readCost(target));
    }
    const [costBefore, costAfter] = targets.map((target) =>
      median(costs.get(target.name) ?? []),
    ) as [number, number];
    const costChange = Math.round(((costAfter - costBefore) / costBefore) * 1000) / 10;
    console.log(
      `read + serialise in process, µs per call (median of ${ROUNDS} alternating runs): ` +
        `before ${costBefore.toFixed(0)} [${costs
          .get('before')
          ?.map((c) => c.toFixed(0))
          .join(', ')}], ` +
        `after ${costAfter.toFixed(0)} [${costs
          .get('after')
          ?.map((c) => c.toFixed(0))
          .join(', ')}] ` +
        `(${costChange >= 0 ? '+' : ''}${costChange}%)`,
    );
  } finally {
    for (const target of targets) target.server?.kill();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

await main();
