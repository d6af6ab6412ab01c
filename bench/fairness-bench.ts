// Fair sharing (`npm run bench:fairness`, bench/README.md, Fair sharing), on the demo's three
// years (about 46,000 bookings), on SQLite and PostgreSQL, for this tree and, with
// BENCH_BEFORE_DIR, another (e.g. `git worktree add /tmp/before <main>` with
// node_modules linked), each on its own copy of one seeded database:
//
// - mixed: BENCH_CONNECTIONS (50) connections for BENCH_SECONDS (25): most read (the Upcoming
//   page, the catalogue, the booking page's slots for a week), BENCH_BOOKERS (5) book online in a
//   loop (a week's slots, then a free one). Counts the bookings answered and those over 10 s,
//   with the bookings' p50, p90 and max. RATE_LIMIT=off: it measures waiting, not the limits.
// - heavy: 8 connections loop the demo business's all_past without parameters while a second
//   business, one request at a time, signs in every 4 s (under the per-address sign-in limit)
//   and reads its screens in between; prints that business's p50, p90 and max. The limits are
//   on, as a real server has them.
//
// Processes run one after another (the second business's figures must not share the cores with
// another server). BENCH_DATABASES=sqlite,postgres; BENCH_SCENARIOS=mixed,heavy; BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) is where fresh databases are made and dropped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { PortalProfile, PortalSlots } from '../contract/portal.js';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { seedDemo } from '../server/demo/seed-demo.js';
import { demoToken, freePort } from './seeded-server.js';
import { startProcess, stopProcesses } from './start-process.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BOOKERS = Number(process.env.BENCH_BOOKERS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 25);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'mixed,heavy')
  .split(',')
  .filter((name): name is 'mixed' | 'heavy' => name === 'mixed' || name === 'heavy');
const TODAY = '2026-11-23';
const WEEK_END = '2026-11-30';
const SLUG = 'studio-nord-hair-nails';
const root = path.resolve(import.meta.dirname, '..');

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ] ?? 0;

/**
 * The migrations a tree ships. A copy seeded by this tree names later ones than an older tree
 * knows, and Kysely refuses to start on a database with a migration it does not have; the later
 * ones only add columns with defaults and tables the older code never reads.
 */
function migrationsOf(tree: string): string[] {
  return fs
    .readdirSync(path.join(tree, 'server/db/migrations'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''));
}

interface Copy {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** Seeds three years once; answers a function that makes a fresh copy of it per server. */
async function seeded(
  kind: string,
): Promise<{ copy: (tree: string) => Promise<Copy>; drop: () => Promise<void> }> {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-fair-'));
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const urlOf = (name: string) => {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const template = `salon_fair_${randomBytes(4).toString('hex')}`;
  const seedDir = path.join(temp, 'seed');
  if (kind === 'postgres') await admin(`CREATE DATABASE ${template}`);
  const { db, kind: opened } = openDatabase({
    dataDir: seedDir,
    databaseUrl: kind === 'postgres' ? urlOf(template) : undefined,
  });
  const started = performance.now();
  await migrateToLatest(db, opened);
  await seedDemo(db, TODAY, { years: 3 });
  await db.destroy();
  console.error(`${kind}: seeded three years in ${Math.round(performance.now() - started)} ms`);
  let copies = 0;
  return {
    async copy(tree: string): Promise<Copy> {
      copies += 1;
      const dataDir = path.join(temp, `copy-${copies}`);
      fs.mkdirSync(dataDir);
      const known = migrationsOf(tree)
        .map((name) => `'${name}'`)
        .join(', ');
      const forget = `DELETE FROM kysely_migration WHERE name NOT IN (${known})`;
      if (kind === 'sqlite') {
        const file = path.join(dataDir, 'salon.db');
        fs.copyFileSync(path.join(seedDir, 'salon.db'), file);
        const sqlite = new Database(file);
        sqlite.exec(forget);
        sqlite.close();
        return { env: { DATA_DIR: dataDir }, drop: async () => {} };
      }
      const name = `${template}_${copies}`;
      await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      const client = new pg.Client({ connectionString: urlOf(name) });
      await client.connect();
      await client.query(forget);
      await client.end();
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: urlOf(name) },
        drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      };
    },
    async drop() {
      if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      fs.rmSync(temp, { recursive: true, force: true });
    },
  };
}

async function startServer(
  tree: string,
  copy: Copy,
  limits: boolean,
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = await startProcess(tree, 'server/main.ts', port, {
    ...copy.env,
    WEB_CONCURRENCY: '1',
    DIST_DIR: path.join(copy.env.DATA_DIR!, 'none'),
    FIXED_NOW: `${TODAY}T09:00:00Z`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT: limits ? 'on' : 'off',
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) }).catch(
    () => undefined,
  );
  await response?.arrayBuffer().catch(() => undefined);
  return { ms: performance.now() - start, status: response?.status ?? 0 };
}

async function mixed(base: string): Promise<string> {
  const token = await demoToken(base);
  const auth = { authorization: `Bearer ${token}` };
  const profile = (await (await fetch(`${base}/api/public/${SLUG}`)).json()) as PortalProfile;
  const service = profile.categories.flatMap((category) => category.services)[0]!;
  const slotsUrl = `${base}/api/public/${SLUG}/slots?from=${TODAY}&to=${WEEK_END}&services=${service.id}`;
  const reads = [
    `${base}/api/appointments/all_upcoming?limit=50`,
    `${base}/api/cat_wise_services/`,
    slotsUrl,
  ];
  const until = Date.now() + SECONDS * 1000;
  const bookings: number[] = [];
  const readTimes: number[] = [];
  let refused = 0;
  let failed = 0;
  const reader = async (n: number) => {
    for (let i = n; Date.now() < until; i += 1) {
      const answer = await timed(reads[i % reads.length]!, { headers: auth });
      if (answer.status === 200) readTimes.push(answer.ms);
      else failed += 1;
    }
  };
  const booker = async (n: number) => {
    for (let i = 0; Date.now() < until; i += 1) {
      const slots = (await (await fetch(slotsUrl)).json()) as PortalSlots;
      const free = slots.days.flatMap((day) => day.slots.map((slot) => ({ ...slot, day })));
      const slot = free[(n * 7 + i * 13) % Math.max(1, free.length)];
      if (!slot) return;
      const answer = await timed(`${base}/api/public/${SLUG}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          services: [service.id],
          date: slot.day.date,
          time: slot.time,
          firstName: 'Bench',
          lastName: `Client${n}x${i}`,
          phone: '+47 912 34 567',
          email: `bench-${n}-${i}@example.com`,
        }),
      });
      if (answer.status === 201) bookings.push(answer.ms);
      else if (answer.status === 409) refused += 1;
      else failed += 1;
    }
  };
  await Promise.all([
    ...Array.from({ length: CONNECTIONS - BOOKERS }, (_, n) => reader(n)),
    ...Array.from({ length: BOOKERS }, (_, n) => booker(n)),
  ]);
  const over10 = bookings.filter((ms) => ms > 10_000).length;
  const ms = (value: number) => Math.round(value);
  return (
    `bookings ${bookings.length} (409 ${refused}), over 10 s ${over10}, ` +
    `p50 ${ms(percentile(bookings, 0.5))} p90 ${ms(percentile(bookings, 0.9))} ` +
    `max ${ms(Math.max(0, ...bookings))} ms; reads ${readTimes.length}, ` +
    `p50 ${ms(percentile(readTimes, 0.5))} p90 ${ms(percentile(readTimes, 0.9))} ms; ` +
    `failed ${failed}`
  );
}

/** A second business: registered, verified through its mail file, signed in. */
async function secondBusiness(base: string, dataDir: string) {
  const email = `second-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'second business 2026';
  const registered = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Sol',
      lastname: 'Berg',
      business_name: 'Second Salon',
      email,
      password,
      country: '+47',
      mobile: '912 34 568',
      timezone: 'Europe/Oslo',
    }),
  });
  if (registered.status !== 201) throw new Error(`registration: ${registered.status}`);
  // The verification mail leaves after the answer, and verifying from another device than the
  // one that registered disables the password (docs/decisions.md, Accounts): wait for the file,
  // and verify with the registration's device cookie.
  const device = /salon_device=[A-Za-z0-9_-]+/.exec(registered.headers.get('set-cookie') ?? '');
  const mailDir = path.join(dataDir, 'mail');
  const deadline = Date.now() + 30_000;
  let link: RegExpExecArray | null = null;
  while (!link && Date.now() < deadline) {
    const mail = (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [])
      .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8').replace(/=\r?\n/g, ''))
      .find((text) => text.toLowerCase().includes(email));
    link = /\/users\/(\d+)\/verify\/([A-Za-z0-9_-]+)/.exec(mail ?? '');
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error('no verification mail');
  await fetch(`${base}/api/users/${link[1]}/verify/${link[2]}`, {
    headers: device ? { cookie: device[0] } : {},
  });
  return { email, password };
}

async function heavy(base: string, dataDir: string): Promise<string> {
  const second = await secondBusiness(base, dataDir);
  const heavyAuth = { authorization: `Bearer ${await demoToken(base)}` };
  const signIn = () =>
    fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(second),
    });
  let token = ((await (await signIn()).json()) as { token: string }).token;
  const until = Date.now() + SECONDS * 1000;
  let heavyLists = 0;
  let heavyRefused = 0;
  const loop = async () => {
    while (Date.now() < until) {
      const answer = await timed(`${base}/api/appointments/all_past`, { headers: heavyAuth });
      if (answer.status === 200) heavyLists += 1;
      else heavyRefused += 1;
    }
  };
  const times: number[] = [];
  const signIns: number[] = [];
  let failed = 0;
  const light = async () => {
    let lastSignIn = Date.now();
    const paths = [
      '/api/auth',
      '/api/cat_wise_services/',
      '/api/appointments/all_upcoming?limit=50',
    ];
    for (let i = 0; Date.now() < until; i += 1) {
      if (Date.now() - lastSignIn >= 4000) {
        lastSignIn = Date.now();
        const start = performance.now();
        const answer = await signIn().catch(() => undefined);
        const body = (await answer?.json().catch(() => undefined)) as
          { token?: string } | undefined;
        if (answer?.status === 200 && body?.token) token = body.token;
        else failed += 1;
        signIns.push(performance.now() - start);
        times.push(performance.now() - start);
        continue;
      }
      const answer = await timed(`${base}${paths[i % paths.length]!}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (answer.status !== 200) failed += 1;
      times.push(answer.ms);
      // A person at the front desk, not a loop: 4 calls a second at most, within the business's
      // own budget (docs/decisions.md, Fair sharing), so a refusal here is the heavy tenant's doing.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 250 - answer.ms)));
    }
  };
  await Promise.all([...Array.from({ length: 8 }, loop), light()]);
  const ms = (value: number) => Math.round(value);
  return (
    `second business: ${times.length} calls, p50 ${ms(percentile(times, 0.5))} ` +
    `p90 ${ms(percentile(times, 0.9))} max ${ms(Math.max(0, ...times))} ms; sign-in p90 ` +
    `${ms(percentile(signIns, 0.9))} ms (${signIns.length}); failed ${failed}; heavy lists ` +
    `answered ${heavyLists}, refused ${heavyRefused}`
  );
}

async function main(): Promise<void> {
  const trees: [string, string][] = [
    ...(BEFORE_DIR ? ([['before', BEFORE_DIR]] as [string, string][]) : []),
    ['after', root],
  ];
  console.log(
    `fairness: ${SECONDS} s per run, ${CONNECTIONS} connections (${BOOKERS} booking), load ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  for (const kind of DATABASES) {
    const data = await seeded(kind);
    try {
      for (const [name, tree] of trees) {
        for (const scenario of SCENARIOS) {
          const copy = await data.copy(tree);
          const server = await startServer(tree, copy, scenario === 'heavy');
          try {
            const result =
              scenario === 'mixed'
                ? await mixed(server.base)
                : await heavy(server.base, copy.env.DATA_DIR!);
            console.log(
              `${kind} ${scenario} ${name}: ${result} (load ${os.loadavg()[0]!.toFixed(1)})`,
            );
          } finally {
            await stopProcesses([server.child]);
            await copy.drop();
          }
        }
      }
    } finally {
      await data.drop();
    }
  }
}

await main();
