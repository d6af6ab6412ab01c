// Starts the whole product: the API, the uploads and the built app on one port, in one process or,
// with WEB_CONCURRENCY, in several (server/cluster.ts).
import cluster from 'node:cluster';
import { loadConfig } from './config.js';
import { startupFailure } from './startup-failure.js';

let port: number | undefined;
try {
  const config = loadConfig();
  port = config.port;
  if (cluster.isPrimary && config.workers > 1) {
    // The primary only forks and watches: it never loads the app.
    const { runWorkers } = await import('./cluster.js');
    await runWorkers(config);
  } else {
    const { buildApp } = await import('./app.js');
    const app = await buildApp(config);
    const { registerTestHooks } = await import('./operations/test-hooks.js');
    registerTestHooks(app);
    const { gracefulStop } = await import('./operations/graceful-stop.js');
    const stop = gracefulStop(app);
    await app.listen({ port: config.port, host: config.host });
    // docs/architecture.md, Operations: drain, stop accepting, finish the requests in flight,
    // close the database.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void stop(signal).then(() => process.exit(0)));
    }
    const { answerPings } = await import('./operations/worker-pings.js');
    answerPings();
    if (!config.databaseUrl) {
      // One process per DATA_DIR takes the daily backup: this one, or the cluster's primary.
      const { scheduleDailyBackups } = await import('./operations/backups.js');
      scheduleDailyBackups(config, (level, msg, err) => app.log[level]({ err }, msg));
    }
  }
} catch (error) {
  // A port in use, a database out of reach, a bad setting: one line, not a stack trace.
  console.error(startupFailure(error, port));
  process.exit(1);
}
