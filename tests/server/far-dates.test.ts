// Far and impossible dates answer a prompt 400 and the server stays live (docs/decisions.md,
// Dates): the public slots, the public booking and the owner's free times, each sent to the real
// server as its own process (a request that spins would block this test's own event loop if the
// app ran in it), with a liveness probe sent beside it that must be answered promptly too.
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertService, slugOf } from './helpers/diary.js';
import { startServerProcesses, type ServerProcesses } from './helpers/server-processes.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Monday 23 November 2026, 11:00 in Oslo. */
const FIXED_NOW = '2026-11-23T10:00:00.000Z';
/** How long a refusal or the probe may take: far above a real answer, far below a hang. */
const PROMPT_MS = 5_000;

/** Outside the date rule (years 2000-2200, a real calendar date): each must be a 400. */
const REFUSED = [
  '9999-12-31',
  '9999-12-18',
  '9999-12-30',
  '0001-01-01',
  '2201-01-01',
  '1999-12-31',
  '2026-02-30',
];
/** The rule's last date: accepted, and still answered at once (past every horizon). */
const LAST_DATE = '2200-12-31';

let t: TestApp;
let owner: Owner;
let slug: string;
let service: number;
let server: ServerProcesses | undefined;
let base = '';

async function startServer(): Promise<void> {
  server = startServerProcesses(t.dataDir, {
    WEB_CONCURRENCY: '1',
    DATABASE_URL: t.app.config.databaseUrl ?? '',
    FIXED_NOW,
    RATE_LIMIT: 'off',
  });
  base = await server.waitUntilListening(1);
}

/** SIGKILL: a process spinning in a loop never runs its SIGTERM handler. */
async function killServer(): Promise<void> {
  if (!server) return;
  const { child, exited } = server;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await exited;
  server = undefined;
}

const probe = () =>
  fetch(`${base}/api/public/${slug}`, { signal: AbortSignal.timeout(PROMPT_MS) }).then(
    (answer) => answer.status,
    (error: unknown) => `no answer: ${String(error)}`,
  );

/** A server that no longer answers (a previous case left it spinning) is replaced. */
async function liveServer(): Promise<void> {
  if (server && (await probe()) === 200) return;
  await killServer();
  await startServer();
}

interface Outcome {
  status: number | string;
  body: unknown;
  probe: number | string;
}

/**
 * Sends `path` and, until it is answered, probes the server one call after another, then once
 * more: each must answer within PROMPT_MS. `probe` is the first probe's status that was not 200.
 */
async function sendWithProbe(path: string, init: RequestInit = {}): Promise<Outcome> {
  await liveServer();
  let settled = false;
  const far = fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(PROMPT_MS) })
    .then(
      async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown }),
      (error: unknown) => ({ status: `no answer: ${String(error)}`, body: undefined }),
    )
    .finally(() => (settled = true));
  let live = await probe();
  while (live === 200 && !settled) live = await probe();
  if (live === 200) live = await probe();
  return { ...(await far), probe: live };
}

const slots = (date: string) =>
  sendWithProbe(`/api/public/${slug}/slots?from=${date}&to=${date}&services=${service}`);

let people = 0;
const book = (date: string) => {
  people += 1;
  return sendWithProbe(`/api/public/${slug}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Kari',
      lastName: `Nordmann${people}`,
      phone: `+47 900 00 ${String(people).padStart(3, '0')}`,
      email: `kari${people}@example.com`,
      services: [service],
      date,
      time: '10:00',
    }),
  });
};

const freeTimes = (date: string) =>
  sendWithProbe(`/api/appointments/free-times?date=${date}&services=${service}`, {
    headers: owner.auth,
  });

/** A 400 about a date (a range may list both ends; a body's refusal names its field). */
const refusal = {
  errors: expect.arrayContaining([
    expect.objectContaining({ msg: expect.stringMatching(/date/i) as unknown }),
  ]) as unknown,
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(FIXED_NOW) });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  slug = await slugOf(t.app.db, owner.id);
  service = await insertService(t.app.db, owner.id, {
    name: 'Cut',
    priceCents: 45000,
    minutes: 60,
  });
}, 60_000);

afterAll(async () => {
  await killServer();
  await t?.close();
});

describe.each([
  ['public slots', slots, 200],
  ['public booking', book, 409],
  ["owner's free times", freeTimes, 200],
] as const)('%s with far dates', (_name, send, lastDateStatus) => {
  it.each(REFUSED)(
    'refuses %s at once while the server answers others',
    async (date) => {
      const outcome = await send(date);
      expect(outcome).toEqual({ status: 400, body: refusal, probe: 200 });
    },
    60_000,
  );

  it(`answers ${LAST_DATE}, the rule's last date, at once`, async () => {
    const outcome = await send(LAST_DATE);
    expect({ status: outcome.status, probe: outcome.probe }).toEqual({
      status: lastDateStatus,
      probe: 200,
    });
  }, 60_000);
});
