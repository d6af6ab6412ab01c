// Timing this tree's server beside an older tree's on the same data, for the benches that compare
// a change with what came before (bench/README.md): BENCH_BEFORE_DIR=<a worktree of an older
// commit, with its node_modules> adds that tree. The older tree seeds `--years 3` of the demo,
// each tree's server gets its own copy (of the SQLite file; of the PostgreSQL database, as a
// template) and migrates it at start, both run at once, and each call goes to one and then the
// other, the first alternating, so the machine's load falls on both alike.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/demo/seed-demo.js';
import { startProcess, stopProcesses } from './start-process.js';

/** The demo's "today", and the server's clock while it is timed. */
export const BENCH_TODAY = '2026-11-23';
const FIXED_NOW = '2026-11-23T09:00:00Z';
export const CALLS = Number(process.env.BENCH_CALLS ?? 15);
const WARM_UPS = 3;
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ASKED = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
/** The databases timed: both unless BENCH_DATABASES names one ('sqlite' or 'postgres'). */
export const DATABASES = (['SQLite', 'PostgreSQL'] as const).filter((database) =>
  ASKED.includes(database === 'SQLite' ? 'sqlite' : 'postgres'),
);
export type BenchDatabase = (typeof DATABASES)[number];
const root = path.join(import.meta.dirname, '..');
export const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;

export interface Tree {
  name: string;
  dir: string;
}

/** The trees timed: this one ("after") and, with BENCH_BEFORE_DIR, the older one ("before"). */
export const TREES: Tree[] = [
  { name: 'after', dir: root },
  ...(BEFORE_DIR ? [{ name: 'before', dir: BEFORE_DIR }] : []),
];

/**
 * Seeds the demo with a tree's own code. By default the oldest tree timed seeds, whose migrations
 * every newer tree can run on from there (an older server refuses a database migrated past what
 * it knows).
 */
function seed(env: Record<string, string>, cwd = TREES.at(-1)!.dir): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/demo/seed-demo.ts', '--years', '3', '--today', BENCH_TODAY],
      { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed ${code}`))));
  });
}

/** One tree's server on its database: its directory, environment and port. */
export interface Served {
  tree: string;
  dir: string;
  env: Record<string, string>;
  port: number;
}

/** A tree's server running and signed in as the demo's owner, with the times of its calls. */
export interface Running {
  tree: string;
  base: string;
  headers: Record<string, string>;
  server: ChildProcess;
  /** Each call's name and its times in ms, warm-ups left out. */
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
  if (!kept) return;
  const times = target.times.get(name) ?? [];
  times.push(performance.now() - started);
  target.times.set(name, times);
}

/** A signed-in GET to time, and the name its times are kept under. */
export interface NamedCall {
  name: string;
  path: string;
}

/**
 * The calls on every tree's server, one at a time: rounds of warm-ups first, then CALLS rounds
 * kept. A round makes each call in turn on each tree, the first tree alternating by round, so the
 * machine's load falls on both alike (and, with several calls, on each call alike).
 */
export async function timeAlternating(
  running: readonly Running[],
  calls: readonly NamedCall[],
): Promise<void> {
  for (let round = 0; round < WARM_UPS + CALLS; round += 1) {
    const order = round % 2 === 0 ? running : [...running].reverse();
    for (const { name, path } of calls) {
      for (const target of order) {
        await timedCall(target, name, `${target.base}${path}`, round >= WARM_UPS);
      }
    }
  }
}

/**
 * Starts each tree's server on its copy, signs in, runs `work`, and stops them all.
 * `nodeOptions`: extra arguments to node for a tree's server, by the tree's name: the reports
 * bench opens the inspector on this tree's (bench/README.md, The CSV's memory, between forced
 * collections).
 */
export async function withServers<T>(
  served: readonly Served[],
  work: (running: Running[]) => Promise<T>,
  { nodeOptions = {} }: { nodeOptions?: Readonly<Record<string, readonly string[]>> } = {},
): Promise<T> {
  const running: Running[] = [];
  try {
    for (const { tree, dir, env, port } of served) {
      const server = await startProcess(
        dir,
        'server/main.ts',
        port,
        { ...env, WEB_CONCURRENCY: '1', FIXED_NOW, RATE_LIMIT: 'off' },
        nodeOptions[tree],
      );
      const base = `http://127.0.0.1:${port}`;
      running.push({ tree, base, headers: await signIn(base), server, times: new Map() });
    }
    return await work(running);
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

/**
 * Seeds the demo once on `database` ('SQLite' or 'PostgreSQL'), gives each tree its own copy,
 * hands them to `work` and removes every copy after. `prefix` names the temporary folders and
 * databases; `port` is the first tree's, each next one 10 above.
 */
export async function withSeededCopies<T>(
  database: BenchDatabase,
  prefix: string,
  port: number,
  work: (served: Served[]) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const noWebApp = path.join(dataDir, 'none');
  if (database === 'SQLite') {
    try {
      await seed({ DATA_DIR: dataDir });
      const served: Served[] = [];
      for (const [index, { name, dir }] of TREES.entries()) {
        const treeDir = path.join(dataDir, name);
        fs.mkdirSync(treeDir);
        // A copy of the seeded file per tree: each server migrates and reads its own.
        fs.copyFileSync(path.join(dataDir, 'salon.db'), path.join(treeDir, 'salon.db'));
        const env = { DATA_DIR: treeDir, DIST_DIR: noWebApp };
        served.push({ tree: name, dir, env, port: port + 10 * index });
      }
      return await work(served);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const name = `${prefix.replaceAll('-', '_')}_${randomBytes(4).toString('hex')}`;
  const urlOf = (databaseName: string) => {
    const url = new URL(PG_URL);
    url.pathname = `/${databaseName}`;
    return url.toString();
  };
  const databases = TREES.map((tree) => `${name}_${tree.name}`);
  await admin(`CREATE DATABASE ${name}`);
  try {
    await seed({ DATA_DIR: dataDir, DIST_DIR: noWebApp, DATABASE_URL: urlOf(name) });
    // A copy of the seeded database per tree, as on SQLite.
    for (const copy of databases) await admin(`CREATE DATABASE ${copy} TEMPLATE ${name}`);
    const served = TREES.map(({ name: tree, dir }, index) => {
      const env = {
        DATA_DIR: path.join(dataDir, tree),
        DIST_DIR: noWebApp,
        DATABASE_URL: urlOf(databases[index]!),
      };
      return { tree, dir, env, port: port + 1 + 10 * index };
    });
    return await work(served);
  } finally {
    for (const copy of [name, ...databases]) {
      await admin(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The machine's load average over 1, 5 and 15 minutes. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
