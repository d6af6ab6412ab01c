// Starts the whole product: the API, the uploads and the built app on one port.
import { buildApp } from './app.js';

const app = await buildApp();
const { port, host } = app.config;
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}
