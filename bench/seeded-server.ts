// The built app on the real server with a freshly seeded demo business (`npm run demo` and its
// flags, e.g. `--years 3`), "now" pinned at the demo's today, on a free port: shared by the
// browser benchmarks that compare 1× with three years (screens, Lighthouse).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/demo/seed-demo.js';

const root = path.resolve(import.meta.dirname, '..');
/** The e2e suite's pinned "now" (10:00 in Oslo) on the demo's today. */
export const FIXED_NOW = '2026-11-23T09:00:00Z';

export interface SeededServer {
  base: string;
  /** A session token of the demo owner. */
  token: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A session token of the demo owner, signed in on the server at `base`. */
export async function demoToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

export async function startSeededServer(name: string, demoArgs: string[]): Promise<SeededServer> {
  if (!fs.existsSync(path.join(process.env.DIST_DIR ?? path.join(root, 'dist'), 'index.html')))
    throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-bench-'));
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    // DIST_DIR: another build, e.g. one made while a bench was serving dist/.
    DIST_DIR: process.env.DIST_DIR ?? path.join(root, 'dist'),
    FIXED_NOW,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT: 'off',
  };
  const seedStarted = performance.now();
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/demo/seed-demo.ts', ...demoArgs],
    { cwd: root, env: { ...process.env, ...env } },
  );
  console.error(`${name}: seeded in ${Math.round(performance.now() - seedStarted)} ms`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Two minutes: on this shared 2-core machine under load, a start took over 30 s.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${base}/api/docs/json`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`the server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    token: await demoToken(base),
    child,
    async stop() {
      child.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
