// The booking page's slots call for 60 days on a busy business: the demo salon with
// three years of bookings (`npm run demo -- --years 3`: about 46,000, 1,200 of them upcoming)
// beside the reference, the same salon as `npm run demo` seeds it for a new developer (a few
// hundred bookings), on servers started side by side and measured in alternating rounds. The
// busy salon is measured with the demo's team of three, asked for "No preference" and for one
// member (the owner), and as today's model would leave it: one member (portal-team-data.ts).
// Prints, per case, the latency of one request at a time (p50, p95 over 60 calls) and the
// throughput under 10 concurrent clients, for bench/README.md (Booking page).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import type { PortalProfile, PortalSlots } from '../contract/portal.js';
import { demoTeam, oneMember } from './portal-team-data.js';
import { startProcess } from './start-process.js';

const TODAY = '2026-11-23';
const TO = '2027-01-21'; // 60 days from TODAY, both ends counted
const SLUG = 'studio-nord-hair-nails';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const root = path.resolve(import.meta.dirname, '..');

/** One seeded data folder on one server. */
interface Data {
  dataDir: string;
  port: number;
  server?: ChildProcess;
  /** The member "one member" asks for. */
  firstMember?: number;
}

interface Target {
  name: string;
  data: Data;
  /** Ask for the first member; otherwise "No preference". */
  oneMember?: boolean;
  url?: string;
  slots?: number;
  p50: number[];
  p95: number[];
  rps: number[];
}

function seed(dataDir: string, years?: number): Promise<void> {
  const args = ['--import', 'tsx', 'server/demo/seed-demo.ts', '--today', TODAY];
  if (years) args.push('--years', String(years));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed exited ${code}`)),
    );
  });
}

async function serve(data: Data): Promise<void> {
  data.server = await startProcess(root, 'server/main.ts', data.port, {
    WEB_CONCURRENCY: '1',
    DATA_DIR: data.dataDir,
    DIST_DIR: path.join(data.dataDir, 'none'),
    FIXED_NOW: '2026-11-23T09:00:00Z',
    RATE_LIMIT: 'off',
  });
}

async function prepare(target: Target): Promise<void> {
  const base = `http://127.0.0.1:${target.data.port}`;
  const profile = (await (await fetch(`${base}/api/public/${SLUG}`)).json()) as PortalProfile;
  // A cut and a colour: two services, as a client would often book.
  const services = profile.categories.flatMap((category) => category.services).slice(0, 2);
  const member = target.oneMember ? `&member=${target.data.firstMember}` : '';
  target.url = `${base}/api/public/${SLUG}/slots?from=${TODAY}&to=${TO}&services=${services.map((service) => service.id).join(',')}${member}`;
  const response = await fetch(target.url);
  if (!response.ok) throw new Error(`${target.name}: slots answered ${response.status}`);
  const answer = (await response.json()) as PortalSlots;
  target.slots = answer.days.reduce((sum, day) => sum + day.slots.length, 0);
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ] ?? 0;
const median = (values: number[]) => percentile(values, 0.5);

async function oneAtATime(url: string): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < 65; i += 1) {
    const start = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`slots answered ${response.status}`);
    // The first five warm the server up.
    if (i >= 5) times.push(performance.now() - start);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function main(): Promise<void> {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-portal-bench-'));
  const small: Data = { dataDir: path.join(temp, 'small'), port: 3931 };
  const busy: Data = { dataDir: path.join(temp, 'busy'), port: 3932 };
  const team: Data = { dataDir: path.join(temp, 'team'), port: 3933 };
  const target = (name: string, data: Data, asksOne = false): Target => ({
    name,
    data,
    oneMember: asksOne,
    p50: [],
    p95: [],
    rps: [],
  });
  const targets: Target[] = [
    target('reference: demo (new developer), one member', small),
    target('busy: 3 years, one member (today)', busy),
    target('busy: 3 years, 3 members, "No preference"', team),
    target('busy: 3 years, 3 members, one member', team, true),
  ];
  const everyData = [small, busy, team];
  try {
    await seed(small.dataDir);
    await seed(busy.dataDir, 3);
    // The same three years twice: once as today's model, once with the team.
    fs.cpSync(busy.dataDir, team.dataDir, { recursive: true });
    small.firstMember = await oneMember(small.dataDir);
    busy.firstMember = await oneMember(busy.dataDir);
    team.firstMember = await demoTeam(team.dataDir);
    for (const data of everyData) await serve(data);
    for (const target of targets) await prepare(target);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        const latency = await oneAtATime(target.url!);
        target.p50.push(latency.p50);
        target.p95.push(latency.p95);
        const load = await autocannon({ url: target.url!, connections: 10, duration: 5 });
        if (load.non2xx + load.errors > 0) throw new Error(`${target.name}: failed requests`);
        target.rps.push(load.requests.average);
      }
    }
    console.log(`Slots for ${TODAY} to ${TO} (60 days), two services, median of ${ROUNDS} rounds:`);
    console.log('| data | slots offered | p50 ms | p95 ms | req/s (10 clients) |');
    console.log('|---|---:|---:|---:|---:|');
    for (const target of targets) {
      console.log(
        `| ${target.name} | ${target.slots} | ${median(target.p50).toFixed(1)} | ${median(target.p95).toFixed(1)} | ${Math.round(median(target.rps))} |`,
      );
    }
  } finally {
    for (const data of everyData) data.server?.kill();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

await main();
