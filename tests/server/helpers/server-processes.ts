// The real entry point (server/main.ts) as a child process, with WEB_CONCURRENCY=2 unless told
// otherwise: the cluster test and the race tests start it the same way, on port 0, and find the
// server processes and their shared port in the log lines "Server listening at ...".
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, vi } from 'vitest';
import { deviceCookieOf, readVerificationLink, registrationBody } from './accounts.js';
import { createPostgresDatabase } from './test-app.js';

const root = path.resolve(import.meta.dirname, '../../..');
/**
 * How long a server process may take to start: about 1 s on a quiet machine, but 25 to 30 s was
 * seen on a 2-core machine running several test suites at once (tsx compiles the server in each).
 */
export const PROCESS_START_TIMEOUT = 120_000;
/** A hook or test that starts server processes: their start, then its own work. */
export const WITH_PROCESS_START = PROCESS_START_TIMEOUT + 60_000;

const LISTENING = /"pid":(\d+).*Server listening at http:\/\/127\.0\.0\.1:(\d+)/g;

export interface ServerProcesses {
  /** The primary process (it forks the server processes). */
  child: ChildProcess;
  /** Everything the processes logged, stdout and stderr, so far. */
  output(): string;
  /** Pids of the server processes that logged "Server listening", with the port they share. */
  listening(): { pids: number[]; port: number | undefined };
  /** Waits until `count` server processes listen and /readyz answers; answers their base URL. */
  waitUntilListening(count?: number, timeout?: number): Promise<string>;
  /** The primary's exit code, once it exits. */
  exited: Promise<number | null>;
  /** SIGTERM, and SIGKILL after 10 s; at once if the primary has already exited. */
  stop(): Promise<void>;
}

/** Starts `node server/main.ts` on DATA_DIR `dataDir`; `env` overrides the defaults below. */
export function startServerProcesses(
  dataDir: string,
  env: Record<string, string> = {},
): ServerProcesses {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      WEB_CONCURRENCY: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const listening = () => {
    const pids = new Set<number>();
    let port: number | undefined;
    for (const match of output.matchAll(LISTENING)) {
      pids.add(Number(match[1]));
      port = Number(match[2]);
    }
    return { pids: [...pids], port };
  };

  return {
    child,
    output: () => output,
    listening,
    exited,
    async waitUntilListening(count = 2, timeout = PROCESS_START_TIMEOUT) {
      await vi.waitFor(() => expect(listening().pids).toHaveLength(count), { timeout });
      const base = `http://127.0.0.1:${listening().port}`;
      await waitUntilReady(base, timeout);
      return base;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      if (!stopped) child.kill('SIGKILL');
    },
  };
}

/**
 * Polls GET /readyz until it answers 200 (the database answers and is migrated): what a load
 * balancer waits for, rather than a fixed time.
 */
export async function waitUntilReady(base: string, timeout = PROCESS_START_TIMEOUT): Promise<void> {
  await vi.waitFor(
    async () => {
      const answer = await fetch(`${base}/readyz`);
      expect(answer.status).toBe(200);
    },
    { timeout, interval: 100 },
  );
}

export interface TwoProcessServer {
  base: string;
  dataDir: string;
  /** The PostgreSQL database the processes share, when TEST_DATABASE_URL is set. */
  databaseUrl: string | undefined;
  processes: ServerProcesses;
  /** Stops the processes, drops the PostgreSQL database and removes the data folder. */
  stop(): Promise<void>;
}

/**
 * Two server processes on a fresh database (SQLite in a new folder, or a new PostgreSQL database
 * with TEST_DATABASE_URL), rate limits off and "now" pinned to Monday 23 November 2026, 10:00 in
 * Oslo: what the race tests need to send many requests at once across processes.
 */
export async function startTwoProcessServer(
  env: Record<string, string> = {},
): Promise<TwoProcessServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-race-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const processes = startServerProcesses(dataDir, {
    RATE_LIMIT: 'off',
    FIXED_NOW: '2026-11-23T09:00:00Z',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const stop = async () => {
    await processes.stop();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const base = await processes.waitUntilListening(2);
    return { base, dataDir, databaseUrl: postgres?.url, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Registers an owner through the API, opens the mailed link and signs in. */
export async function signUpOwner(
  server: Pick<TwoProcessServer, 'base' | 'dataDir'>,
  overrides: Parameters<typeof registrationBody>[0] = {},
): Promise<{ businessId: number; headers: Record<string, string> }> {
  const body = registrationBody({ timezone: 'Europe/Oslo', ...overrides });
  const post = (path: string, json: unknown) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  const registered = await post('/api/users', body);
  expect(registered.status).toBe(201);
  const link = await readVerificationLink(server.dataDir, body.email);
  // On the registering device (its cookie), as the owner of the address would.
  const verified = await fetch(`${server.base}/api/users/${link.id}/verify/${link.token}`, {
    headers: { cookie: deviceCookieOf(registered.headers.get('set-cookie')) },
  });
  expect(verified.status).toBe(200);
  const login = await post('/api/auth', { email: body.email, password: body.password });
  const { token } = (await login.json()) as { token: string };
  return {
    businessId: Number(link.id),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  };
}
