// Prometheus metrics at GET /metrics (prom-client; README, Operations): requests by route, method
// and status (their rate, latency and errors), Node's event-loop delay and process figures, the
// PostgreSQL pool, and the queue of messages to clients (docs/decisions.md, Messages to clients).
// Served only with METRICS_TOKEN as a Bearer token or to an address in METRICS_ALLOW; with neither
// set, to no one: behind a reverse proxy on the same host every visitor's connection comes from
// loopback, so no address is allowed by default. In a cluster every scrape answers the figures of
// all server processes (docs/decisions.md, Operations; server/operations/cluster-metrics.ts).
import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../db/database.js';
import {
  answerCollects,
  askPrimary,
  MetricsUnavailable,
  primaryChannel,
} from '../operations/cluster-metrics.js';

export interface MetricsAccess {
  /** METRICS_TOKEN: a scraper sending `Authorization: Bearer <token>` is served. */
  token: string | undefined;
  /** METRICS_ALLOW: addresses and CIDRs served without a token (the connection's own address). */
  allow: string[];
}

/** net.BlockList of the allowed addresses and ranges (config.ts checked their syntax). */
function allowList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function isAllowed(request: FastifyRequest, access: MetricsAccess, allowed: net.BlockList) {
  const header = request.headers.authorization ?? '';
  if (access.token && header.startsWith('Bearer ')) {
    // Compared as digests of equal length, in constant time.
    return timingSafeEqual(digest(header.slice(7)), digest(access.token));
  }
  // The connection's address, never X-Forwarded-For: a scraper connects directly.
  const address = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  if (!net.isIP(address)) return false;
  return allowed.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

export const metricsPlugin = fp(async (app: FastifyInstance, access: MetricsAccess) => {
  // A registry of this app's own: tests build several apps in one process.
  const registry = new Registry();
  // In a cluster the processes' figures are summed: memory, CPU and the event loop are each
  // process's own, so they carry its pid and stay apart (docs/decisions.md, Operations).
  const primary = cluster.isWorker ? primaryChannel() : undefined;
  collectDefaultMetrics({
    register: registry,
    eventLoopMonitoringPrecision: 20,
    ...(primary ? { labels: { pid: String(process.pid) } } : {}),
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by route, method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = poolOf(app.db);
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'scheduled_messages',
    help: 'Messages to clients not yet sent, by state: due now (late if it grows), later, failed',
    labelNames: ['state'] as const,
    registers: [registry],
    // Every process counts the same rows: in a cluster, one process's count, not their sum.
    aggregator: 'first',
    // Counted at scrape time over every business: numbers only, no business named.
    async collect() {
      const now = app.config.clock().toISOString();
      const rows = await app.db
        .selectFrom('scheduled_messages')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn
            .sum<number | string | null>(
              eb.case().when('next_attempt_at', '<=', now).then(1).else(0).end(),
            )
            .as('due'),
        ])
        .select('state')
        .where('state', 'in', ['scheduled', 'sending', 'failed'])
        .groupBy('state')
        .execute();
      let due = 0;
      let later = 0;
      let failed = 0;
      for (const row of rows) {
        if (row.state === 'failed') failed += Number(row.total);
        else {
          due += Number(row.due ?? 0);
          later += Number(row.total) - Number(row.due ?? 0);
        }
      }
      this.set({ state: 'due' }, due);
      this.set({ state: 'later' }, later);
      this.set({ state: 'failed' }, failed);
    },
  });
  const allowed = allowList(access.allow);

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the address itself: one series per route, not per id.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isAllowed(request, access, allowed)) {
      return reply.code(403).send({
        errors: [{ msg: 'Metrics are not served to this client', code: 'forbidden' }],
      });
    }
    reply.header('cache-control', 'no-store');
    let text: string;
    try {
      text = primary ? await askPrimary(primary) : await registry.metrics();
    } catch (error) {
      if (!(error instanceof MetricsUnavailable)) throw error;
      request.log.warn({ err: error }, 'metrics unavailable');
      return reply.code(503).send({
        errors: [
          {
            msg: 'The server processes did not all give their metrics in time',
            code: 'metrics_unavailable',
          },
        ],
      });
    }
    return reply.type(registry.contentType).send(text);
  });
  const stopAnswering = primary ? answerCollects(primary, registry) : undefined;
  app.addHook('onClose', async () => {
    stopAnswering?.();
    registry.clear();
  });
});
