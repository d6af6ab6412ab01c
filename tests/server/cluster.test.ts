// WEB_CONCURRENCY=2 through the real entry point (server/main.ts): two server processes answer on
// one port, one that dies is replaced, and SIGTERM stops them all. SQLite only: the processes are
// what is tested here; the database they share is covered by rate-limits.test.ts.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROCESS_START_TIMEOUT,
  WITH_PROCESS_START,
  startServerProcesses,
  type ServerProcesses,
} from './helpers/server-processes.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-cluster-'));
let primary: ServerProcesses;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  primary = startServerProcesses(dataDir);
  await primary.waitUntilListening(2);
}, WITH_PROCESS_START);

afterAll(() => {
  if (primary.child.exitCode === null) primary.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('WEB_CONCURRENCY=2', () => {
  it(
    'runs two server processes on one port, replaces one that dies, and stops on SIGTERM',
    async () => {
      const { pids, port } = primary.listening();
      const url = `http://127.0.0.1:${port}/api/day_weeks/`;
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(url)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(401));

      process.kill(pids[0]!, 'SIGKILL');
      await expect
        .poll(() => primary.listening().pids.length, { timeout: PROCESS_START_TIMEOUT })
        .toBe(3);
      expect(primary.output()).toContain(
        `server process ${pids[0]} ended (SIGKILL): starting another`,
      );
      expect((await fetch(url)).status).toBe(401);

      primary.child.kill('SIGTERM');
      expect(await primary.exited).toBe(0);
      expect(primary.listening().pids.filter(isAlive)).toEqual([]);
    },
    WITH_PROCESS_START,
  );

  it(
    'stops with an error when its server processes cannot start, rather than retry forever',
    async () => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const { port } = taken.address() as net.AddressInfo;
      try {
        const child = startServerProcesses(dataDir, { PORT: String(port) });
        expect(await child.exited).toBe(1);
        expect(child.output()).toMatch(/server process \d+ failed to start/);
      } finally {
        taken.close();
      }
    },
    WITH_PROCESS_START,
  );

  it(
    'refuses a WEB_CONCURRENCY that is not a number of processes',
    async () => {
      const child = startServerProcesses(dataDir, { WEB_CONCURRENCY: 'many' });
      expect(await child.exited).not.toBe(0);
      expect(child.output()).toContain('WEB_CONCURRENCY must be a whole number from 1 to 64: many');
    },
    WITH_PROCESS_START,
  );
});
