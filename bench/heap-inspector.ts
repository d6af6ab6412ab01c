// A server process's JS heap seen from outside, over the Chrome DevTools Protocol: the bench
// starts the server with `--inspect` on a free loopback port and connects here, so nothing is
// added to the product to measure it (bench/README.md, Reports). puppeteer-core (a pinned
// devDependency) speaks the protocol: its public `Connection` over its Node WebSocket transport,
// an internal module of that version (Node 20 has no WebSocket without a flag, and the `ws` at
// the top of node_modules is another package's, without types).
import net from 'node:net';
import { Connection } from 'puppeteer-core';
import { NodeWebSocketTransport } from 'puppeteer-core/internal/node/NodeWebSocketTransport.js';
import { z } from 'zod';

/** A free port on loopback: listened on and let go, for a child's `--inspect`. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

const MIB = 1024 * 1024;

/** The JS heap, MiB: what its objects take (live, or garbage not yet collected) and its spaces. */
export interface HeapUsage {
  used: number;
  total: number;
}

export interface HeapInspector {
  /** The heap now. */
  usage(): Promise<HeapUsage>;
  /** A full collection, as `--expose-gc`'s `gc()` would run, then the heap: its live objects. */
  collected(): Promise<HeapUsage>;
  close(): void;
}

/** Connects to the inspector a process opened on `port` (its first target: the main thread). */
export async function connectHeapInspector(port: number): Promise<HeapInspector> {
  const answer = await fetch(`http://127.0.0.1:${port}/json/list`);
  const targets = z
    .array(z.object({ webSocketDebuggerUrl: z.string() }))
    .parse(await answer.json());
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${port}`);
  const connection = new Connection(url, await NodeWebSocketTransport.create(url));
  const usage = async (): Promise<HeapUsage> => {
    const { usedSize, totalSize } = await connection.send('Runtime.getHeapUsage');
    return { used: usedSize / MIB, total: totalSize / MIB };
  };
  return {
    usage,
    async collected() {
      await connection.send('HeapProfiler.collectGarbage');
      return usage();
    },
    close: () => connection.dispose(),
  };
}
