// WEB_CONCURRENCY=2 through the real entry point (server/main.ts): two server processes answer on
// one port, one that dies is replaced, and SIGTERM stops them all. SQLite only: the processes are
// what is tested here; the database they share is covered by rate-limits.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-cluster-'));
let primary: ChildProcess;
let output = '';

/** Pids of the server processes that logged "Server listening", with the port they share. */
function listening(): { pids: number[]; port: number | undefined } {
  const pids = new Set<number>();
  let port: number | undefined;
  for (const line of output.split('\n')) {
    const match = /"pid":(\d+).*Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
    if (match) {
      pids.add(Number(match[1]));
      port = Number(match[2]);
    }
  }
  return { pids: [...pids], port };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function startServer(env: Record<string, string>): ChildProcess {
  output = '';
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
  return child;
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', resolve));

beforeAll(async () => {
  primary = startServer({});
  await vi.waitFor(() => expect(listening().pids).toHaveLength(2), { timeout: 20_000 });
}, 30_000);

afterAll(() => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('WEB_CONCURRENCY=2', () => {
  it('runs two server processes on one port, replaces one that dies, and stops on SIGTERM', async () => {
    const { pids, port } = listening();
    const url = `http://127.0.0.1:${port}/api/day_weeks/`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(url)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(401));

    process.kill(pids[0]!, 'SIGKILL');
    await expect.poll(() => listening().pids.length, { timeout: 20_000 }).toBe(3);
    expect(output).toContain(`server process ${pids[0]} ended (SIGKILL): starting another`);
    expect((await fetch(url)).status).toBe(401);

    const exited = exitOf(primary);
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(listening().pids.filter(isAlive)).toEqual([]);
  }, 30_000);

  it('stops with an error when its server processes cannot start, rather than retry forever', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const child = startServer({ PORT: String(port) });
      expect(await exitOf(child)).toBe(1);
      expect(output).toMatch(/server process \d+ failed to start/);
    } finally {
      taken.close();
    }
  }, 30_000);

  it('refuses a WEB_CONCURRENCY that is not a number of processes', async () => {
    const child = startServer({ WEB_CONCURRENCY: 'many' });
    expect(await exitOf(child)).not.toBe(0);
    expect(output).toContain('WEB_CONCURRENCY must be a whole number from 1 to 64: many');
  }, 30_000);
});
