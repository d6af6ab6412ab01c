// WEB_CONCURRENCY > 1: this primary process migrates the database once, then forks that many
// server processes sharing the port (Node's cluster hands out connections). Every bit of shared
// state lives in the database (sessions, idempotency keys, rate-limit counters), so any process
// can answer any request. The primary also restarts them one at a time on SIGHUP, replaces one
// whose event loop stops answering its pings, and sums their metrics for GET /metrics
// (docs/architecture.md, Operations).
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import type { ServerConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { scheduleDailyBackups } from './operations/backups.js';
import { clusterMetrics } from './operations/cluster-metrics.js';
import { PING, PONG } from './operations/worker-pings.js';

function log(msg: string, level = 30): void {
  console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, msg }));
}

/** How often the primary pings each listening server process. */
const PING_INTERVAL_MS = 1000;
/** How long a stopping server process may take to finish its requests before it is killed. */
const STOP_GRACE_MS = 30_000;

export async function runWorkers(config: ServerConfig): Promise<void> {
  // Kysely's SQLite migrator takes no lock: the workers must not race to create the tables.
  const { db, kind } = openDatabase(config);
  await migrateToLatest(db, kind);
  await db.destroy();

  let stopping = false;
  const listening = new WeakSet<Worker>();
  /** Processes being replaced on purpose (a rolling restart): their exit forks nothing. */
  const retiring = new WeakSet<Worker>();
  const lastPong = new WeakMap<Worker, number>();
  const metrics = clusterMetrics(() =>
    Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && listening.has(worker),
    ),
  );
  // Advanced serialization keeps NaN in the metrics a process sends (an event loop without samples
  // since the last scrape has a NaN mean); JSON would make it null, which prom-client prints +Inf.
  cluster.setupPrimary({ serialization: 'advanced' });

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening.add(worker);
      lastPong.set(worker, Date.now());
    });
    worker.on('message', (message: unknown) => {
      if (message === PONG) lastPong.set(worker, Date.now());
      else metrics.onMessage(worker, message);
    });
    return worker;
  };

  /** SIGTERM (it finishes its requests, then closes the database), SIGKILL after the grace. */
  const retire = async (worker: Worker): Promise<void> => {
    retiring.add(worker);
    const exited = once(worker, 'exit');
    worker.process.kill('SIGTERM');
    const killer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(killer);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && !listening.has(worker)) {
      // It failed while starting (a bad setting, a database it cannot reach): so would the next.
      log(`server process ${worker.process.pid} failed to start (exit ${code}): stopping`);
      process.exitCode = 1;
      stop();
    } else if (!stopping && !retiring.has(worker)) {
      log(`server process ${worker.process.pid} ended (${signal ?? code}): starting another`);
      fork();
    }
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  });

  // A process whose event loop is stuck (a loop that never yields) answers neither requests nor
  // SIGTERM, and on SQLite may hold the write lock: it is killed, and its exit forks another.
  const pinger = setInterval(() => {
    const now = Date.now();
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (!worker || !listening.has(worker) || retiring.has(worker) || worker.isDead()) continue;
      if (now - (lastPong.get(worker) ?? now) > config.pingTimeoutMs) {
        log(
          `server process ${worker.process.pid} did not answer pings for ` +
            `${config.pingTimeoutMs / 1000} s: killing it`,
        );
        lastPong.set(worker, Infinity);
        worker.process.kill('SIGKILL');
      } else if (worker.isConnected()) {
        worker.send(PING);
      }
    }
  }, PING_INTERVAL_MS);
  pinger.unref();

  let restarting = false;
  /** Replaces each process in turn: the next starts only once its replacement is listening. */
  const rollingRestart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    const old = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    log(`SIGHUP: restarting ${old.length} server processes one at a time`);
    try {
      for (const worker of old) {
        if (stopping) break;
        const next = fork();
        const [outcome] = await Promise.race([once(next, 'listening'), once(next, 'exit')]);
        if (!listening.has(next)) {
          log(`a new server process failed to start (${String(outcome)}): restart stopped`);
          break;
        }
        if (!worker.isDead()) await retire(worker);
      }
      log('restart done');
    } finally {
      restarting = false;
    }
  };

  function stop(): void {
    stopping = true;
    clearInterval(pinger);
    for (const worker of Object.values(cluster.workers ?? {})) {
      worker?.process.kill('SIGTERM');
      // One stuck in a loop ignores SIGTERM.
      setTimeout(() => worker?.process.kill('SIGKILL'), STOP_GRACE_MS).unref();
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping ${config.workers} server processes`);
      stop();
    });
  }
  process.on('SIGHUP', () => void rollingRestart());

  if (!config.databaseUrl) {
    scheduleDailyBackups(config, (level, msg, err) =>
      log(err ? `${msg}: ${(err as Error).message}` : msg, level === 'error' ? 50 : 30),
    );
  }
  for (let i = 0; i < config.workers; i += 1) fork();
  log(`${config.workers} server processes on port ${config.port}`);
}
