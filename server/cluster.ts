// WEB_CONCURRENCY > 1: this primary process migrates the database once, then forks that many
// server processes sharing the port (Node's cluster hands out connections). Every bit of shared
// state lives in the database (sessions, idempotency keys, rate-limit counters), so any process
// can answer any request.
import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

function log(msg: string): void {
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg }));
}

export async function runWorkers(config: ServerConfig): Promise<void> {
  // Kysely's SQLite migrator takes no lock: the workers must not race to create the tables.
  const { db, kind } = openDatabase(config);
  await migrateToLatest(db, kind);
  await db.destroy();

  let stopping = false;
  const listening = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && !listening.has(worker)) {
      // It failed while starting (a bad setting, a database it cannot reach): so would the next.
      log(`server process ${worker.process.pid} failed to start (exit ${code}): stopping`);
      process.exitCode = 1;
      stop();
    } else if (!stopping) {
      log(`server process ${worker.process.pid} ended (${signal ?? code}): starting another`);
      fork();
    }
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  });

  function stop(): void {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping ${config.workers} server processes`);
      stop();
    });
  }

  for (let i = 0; i < config.workers; i += 1) fork();
  log(`${config.workers} server processes on port ${config.port}`);
}
