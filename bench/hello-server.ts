// The ceiling for bench/api-bench.ts: a bare Fastify hello-world on the same machine and run, in
// as many processes (WEB_CONCURRENCY) as the server it is compared with.
import cluster from 'node:cluster';
import Fastify from 'fastify';

const workers = Number(process.env.WEB_CONCURRENCY ?? 1);
if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i += 1) cluster.fork();
} else {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}
