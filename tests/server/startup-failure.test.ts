// Why the server could not start, said in one line: a port in use, a database out of
// reach, a bad setting; the real server process, started as `npm run serve` starts it.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { startupFailure } from '../../server/startup-failure.js';

const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-startup-'));
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Runs server/main.ts with `env` until it exits; answers its exit code and what it printed. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'none'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit: ${stderr}`));
    }, 25_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('a server that cannot start', () => {
  it('says in one line that its port is in use, and exits 1', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const { code, stderr } = await runServer({ PORT: String(port) });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `The server cannot start: port ${port} is in use. Stop what uses it or set PORT to another port.`,
      );
    } finally {
      taken.close();
    }
  });

  it('names a bad setting instead of a stack trace', async () => {
    const { code, stderr } = await runServer({ LOG_LEVEL: 'loud' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'The server cannot start: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent: loud',
    );
  });

  it('says the database cannot be reached, with no empty migration name', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), {
      code: 'ECONNREFUSED',
    });
    const failed = new Error(`Migrating the database failed: ${refused.message}`, {
      cause: refused,
    });
    expect(startupFailure(failed, 3000)).toBe(
      'The server cannot start: the database in DATABASE_URL cannot be reached ' +
        '(Migrating the database failed: connect ECONNREFUSED 127.0.0.1:5999).',
    );
  });

  it('keeps the stack of an unexpected error', () => {
    expect(startupFailure(new Error('something else'), 3000)).toMatch(
      /^The server cannot start: Error: something else\n\s+at /,
    );
  });

  it('refuses a port that is not one', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be a port number');
    expect(loadConfig({ PORT: '0', LOG_LEVEL: 'debug' })).toMatchObject({
      port: 0,
      logLevel: 'debug',
    });
  });
});
