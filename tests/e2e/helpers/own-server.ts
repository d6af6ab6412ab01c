// A server of a spec's own, on another free port with its own data folder, for specs that stop
// and restart the server (the suite's shared one must keep running). Started as
// tests/e2e/start-server.sh starts the shared one: the built app, the demo business seeded at the
// fixed date, "now" pinned.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_NOW, E2E_TODAY } from './e2e-env';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export class OwnServer {
  private child: ChildProcess | null = null;
  /** Environment over the defaults below, read at each start: SMTP_URL, a later FIXED_NOW. */
  overrides: Record<string, string> = {};

  private constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * A fresh data folder with the demo business, on a free port; not started yet. `years`: a busy
   * salon's history instead (`npm run demo -- --years N`), a few seconds to seed.
   */
  static async seeded(dataDir: string, { years }: { years?: number } = {}): Promise<OwnServer> {
    const server = new OwnServer(await freePort(), dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const history = years ? ['--years', String(years)] : [];
    await promisify(execFile)(
      process.execPath,
      // In dollars on a 12-hour clock, as the shared server's demo (tests/e2e/start-server.sh).
      [
        '--import',
        'tsx',
        'server/demo/seed-demo.ts',
        ...history,
        '--today',
        E2E_TODAY,
        '--locale',
        'en-US',
      ],
      { env: server.env() },
    );
    return server;
  }

  private env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      DATA_DIR: this.dataDir,
      DIST_DIR: path.resolve(process.env.DIST_DIR ?? 'dist'),
      PORT: String(this.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FIXED_NOW: E2E_NOW,
      PUBLIC_URL: this.url,
      RATE_LIMIT: 'off',
      // One process: killing it stops the server (a cluster's primary would leave its workers).
      WEB_CONCURRENCY: '1',
      ...this.overrides,
    };
  }

  /**
   * Starts the server and resolves once it is ready (GET /readyz); returns that moment
   * (Date.now()). A loaded 2-core machine needed more than a minute (`timeoutMs`).
   */
  async start(timeoutMs = 120_000): Promise<number> {
    // While stopped its port is free, and any process binding port 0 may get it: the readiness
    // poll below would take that process's answers for this server's (an owner then unknown).
    const taken = await fetch(`${this.url}/healthz`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`Port ${this.port} answers before this server started: taken`);
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: this.env(),
      stdio: 'ignore',
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error('The server exited while starting');
      // Ready: the database answers and is migrated (README, Operations).
      const answered = await fetch(`${this.url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return Date.now();
      // Polling a port: there is no event to wait on for another process's listen().
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The server did not answer on ${this.url} within ${timeoutMs / 1000} s`);
  }

  /** Kills the process (as a crash or a pulled cable would end it) and waits for its exit. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
