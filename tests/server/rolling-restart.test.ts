// WEB_CONCURRENCY=2 through the real entry point: SIGHUP to the primary restarts the server
// processes one at a time under a steady load of reads and writes, and none fails or is lost; a
// process whose event loop is stuck is killed and replaced (docs/architecture.md, Operations). On
// PostgreSQL too with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROCESS_START_TIMEOUT,
  WITH_PROCESS_START,
  signUpOwner,
  startTwoProcessServer,
  type TwoProcessServer,
} from './helpers/server-processes.js';

let server: TwoProcessServer;
let auth: Record<string, string> = {};

beforeAll(async () => {
  server = await startTwoProcessServer({ SALON_TEST_HOOKS: 'on', WORKER_TIMEOUT: '5' });
  auth = (await signUpOwner(server)).headers;
}, WITH_PROCESS_START);

afterAll(async () => {
  await server?.stop();
}, 30_000);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface Figures {
  requests: number;
  failed: string[];
  acknowledged: string[];
}

/** One client: a write (a new category) and a read, again and again until `done()`. */
async function client(id: number, done: () => boolean, figures: Figures): Promise<void> {
  for (let n = 0; !done(); n += 1) {
    const name = `Load ${id}-${n}`;
    try {
      const created = await fetch(`${server.base}/api/categories/create`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ categoryName: name, description: 'Written under load' }),
      });
      figures.requests += 1;
      if (created.status === 201) figures.acknowledged.push(name);
      else figures.failed.push(`POST ${created.status}`);
      const read = await fetch(`${server.base}/api/categories/`, { headers: auth });
      figures.requests += 1;
      if (read.status !== 200) figures.failed.push(`GET ${read.status}`);
      await read.arrayBuffer();
    } catch (error) {
      figures.failed.push(`${name}: ${String(error)} ${String((error as Error).cause)}`);
    }
  }
}

describe('WEB_CONCURRENCY=2 restarts', () => {
  it(
    'restarts the processes one at a time on SIGHUP with no failed request and no lost write',
    async () => {
      const before = server.processes.listening().pids;
      expect(before).toHaveLength(2);
      const figures: Figures = { requests: 0, failed: [], acknowledged: [] };
      let restarted = false;
      let after = 0;
      // Load before, during and after the restart: 20 rounds past its end.
      const done = () => restarted && (after += 1) > 80;
      const clients = [1, 2, 3, 4].map((id) => client(id, done, figures));
      await expect
        .poll(() => figures.requests, { timeout: PROCESS_START_TIMEOUT })
        .toBeGreaterThan(40);

      server.processes.child.kill('SIGHUP');
      await expect
        .poll(() => server.processes.output().includes('restart done'), {
          timeout: 2 * PROCESS_START_TIMEOUT,
        })
        .toBe(true);
      restarted = true;
      await Promise.all(clients);

      const pids = server.processes.listening().pids;
      expect(pids).toHaveLength(4);
      expect(before.filter(isAlive)).toEqual([]);
      expect(pids.filter(isAlive)).toHaveLength(2);
      // Each new process started only after the one before it was listening and the old one gone.
      const output = server.processes.output();
      expect(output).not.toContain('failed to start');

      const list = await fetch(`${server.base}/api/categories/`, { headers: auth });
      const names = new Set(
        ((await list.json()) as { categoryName: string }[]).map((c) => c.categoryName),
      );
      const lost = figures.acknowledged.filter((name) => !names.has(name));
      console.log(
        `rolling restart: ${figures.requests} requests, ${figures.failed.length} failed, ` +
          `${figures.acknowledged.length} writes acknowledged, ${lost.length} lost`,
      );
      expect(figures.failed).toEqual([]);
      expect(lost).toEqual([]);
    },
    3 * WITH_PROCESS_START,
  );

  it(
    'kills a process whose event loop is stuck and starts another',
    async () => {
      const before = server.processes.listening().pids;
      const aborted = new AbortController();
      // Never answered: the process that takes it spins until the primary kills it.
      void fetch(`${server.base}/__test/busy-loop`, {
        method: 'POST',
        signal: aborted.signal,
      }).catch(() => undefined);
      await expect
        .poll(() => server.processes.output().match(/server process (\d+) did not answer pings/), {
          timeout: PROCESS_START_TIMEOUT,
        })
        .toBeTruthy();
      await expect
        .poll(() => server.processes.listening().pids.length, { timeout: PROCESS_START_TIMEOUT })
        .toBe(before.length + 1);
      aborted.abort();
      const stuck = Number(
        /server process (\d+) did not answer pings/.exec(server.processes.output())?.[1],
      );
      expect(before).toContain(stuck);
      expect(isAlive(stuck)).toBe(false);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => fetch(`${server.base}/readyz`).then((r) => r.status)),
      );
      expect(answers).toEqual(Array(10).fill(200));
    },
    WITH_PROCESS_START,
  );
});
