// The cluster's metrics messages without processes (server/operations/cluster-metrics.ts): the
// primary sums what each listening process gives, keeps each process's own series apart, and
// answers an error, never nothing, when one does not give its figures in time; a process waits
// for the primary only so long. The real processes are in metrics-cluster.test.ts.
import { EventEmitter } from 'node:events';
import { Counter, Gauge, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import {
  answerCollects,
  askPrimary,
  clusterMetrics,
  MetricsUnavailable,
  type Channel,
  type CollectedProcess,
} from '../../server/operations/cluster-metrics.js';

/** Two ends of one IPC channel: the primary's Worker and the server process's `process`. */
function channelPair() {
  const primarySide = new EventEmitter();
  const processSide = new EventEmitter();
  let connected = true;
  const worker = Object.assign(primarySide, {
    send: (message: unknown) => setImmediate(() => processSide.emit('message', message)),
    isConnected: () => connected,
  }) satisfies CollectedProcess;
  const toPrimary = Object.assign(processSide, {
    send: (message: unknown) => setImmediate(() => primarySide.emit('message', message)),
  }) satisfies Channel;
  const exit = () => {
    connected = false;
    primarySide.emit('exit');
  };
  return { worker, toPrimary, exit };
}

/** A server process's registry with a request counter and a per-process gauge. */
function processRegistry(pid: string, requests: number) {
  const registry = new Registry();
  new Counter({ name: 'requests_total', help: 'Requests', registers: [registry] }).inc(requests);
  // As prom-client's process_start_time_seconds: omitted when summed, unless kept per process.
  new Gauge({
    name: 'start_time_seconds',
    help: 'Start',
    labelNames: ['pid'] as const,
    aggregator: 'omit',
    registers: [registry],
  }).set({ pid }, Number(pid));
  return registry;
}

/** A primary with these processes listening; each message they send goes to it. */
function primaryOf(pairs: ReturnType<typeof channelPair>[], timeoutMs = 5000) {
  const metrics = clusterMetrics(() => pairs.map((pair) => pair.worker), timeoutMs);
  for (const { worker } of pairs) worker.on('message', (m) => metrics.onMessage(worker, m));
}

describe('metrics over the cluster channel', () => {
  it('sums the processes figures and keeps each process own series', async () => {
    const a = channelPair();
    const b = channelPair();
    answerCollects(a.toPrimary, processRegistry('101', 3));
    answerCollects(b.toPrimary, processRegistry('202', 4));
    primaryOf([a, b]);
    const text = await askPrimary(b.toPrimary);
    expect(text).toMatch(/^requests_total 7$/m);
    expect(text).toMatch(/^start_time_seconds\{pid="101"\} 101$/m);
    expect(text).toMatch(/^start_time_seconds\{pid="202"\} 202$/m);
  });

  it('answers an error when a process does not give its figures in time', async () => {
    const a = channelPair();
    const stuck = channelPair();
    answerCollects(a.toPrimary, processRegistry('101', 3));
    primaryOf([a, stuck], 50);
    const asked = askPrimary(a.toPrimary);
    await expect(asked).rejects.toBeInstanceOf(MetricsUnavailable);
    await expect(asked).rejects.toThrow('a server process did not give its figures in time');
  });

  it('leaves out a process that exits while the figures are collected', async () => {
    const a = channelPair();
    const leaving = channelPair();
    answerCollects(a.toPrimary, processRegistry('101', 3));
    primaryOf([a, leaving]);
    const asked = askPrimary(a.toPrimary);
    leaving.exit();
    expect(await asked).toMatch(/^requests_total 3$/m);
  });

  it('stops waiting for a primary that does not answer, and stops listening for it', async () => {
    const a = channelPair();
    const asked = askPrimary(a.toPrimary, 50);
    await expect(asked).rejects.toThrow('the primary did not answer in time');
    expect(a.toPrimary.listenerCount('message')).toBe(0);
  });
});
