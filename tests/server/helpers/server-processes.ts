// The real entry point (server/main.ts) as a child process, with WEB_CONCURRENCY=2 unless told
// otherwise: the cluster test and the race tests start it the same way, on port 0, and find the
// server processes and their shared port in the log lines "Server listening at ...".
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const LISTENING = /"pid":(\d+).*Server listening at http:\/\/127\.0\.0\.1:(\d+)/g;

export interface ServerProcesses {
  /** The primary process (it forks the server processes). */
  child: ChildProcess;
  /** Everything the processes logged, stdout and stderr, so far. */
  output(): string;
  /** Pids of the server processes that logged "Server listening", with the port they share. */
  listening(): { pids: number[]; port: number | undefined };
  /** Waits until `count` server processes listen; answers their base URL. */
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
    async waitUntilListening(count = 2, timeout = 30_000) {
      await vi.waitFor(() => expect(listening().pids).toHaveLength(count), { timeout });
      return `http://127.0.0.1:${listening().port}`;
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
