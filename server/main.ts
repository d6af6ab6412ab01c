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
    await app.listen({ port: config.port, host: config.host });

    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        app.log.info(`${signal}: closing`);
        void app.close().then(() => process.exit(0));
      });
    }
  }
} catch (error) {
  // A port in use, a database out of reach, a bad setting: one line, not a stack trace.
  console.error(startupFailure(error, port));
  process.exit(1);
}
