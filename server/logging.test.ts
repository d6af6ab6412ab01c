import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger, loggerOptions } from './logging.js';

describe('loggerOptions', () => {
  it('writes JSON lines when no person reads the output', () => {
    expect(loggerOptions('info', false)).toEqual({ level: 'info' });
  });

  it('writes readable lines through pino-pretty on a terminal', () => {
    expect(loggerOptions('debug', true)).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty' },
    });
  });

  it('logs nothing when silent', () => {
    expect(loggerOptions('silent', true)).toBe(false);
  });
});

describe('lazyChildLogger', () => {
  it('makes a request’s logger only when it writes, and its lines carry the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream }, childLoggerFactory: lazyChildLogger });
    let children = 0;
    const child = app.log.child.bind(app.log);
    app.log.child = (...args) => {
      children += 1;
      return child(...args);
    };
    app.get('/quiet', async (request) => ({ level: request.log.level }));
    app.get('/loud', async (request) => {
      request.log.info('not at warn');
      request.log.warn({ detail: 1 }, 'written');
      return {};
    });
    try {
      const quiet = await app.inject('/quiet');
      expect(quiet.json()).toEqual({ level: 'warn' });
      expect(children).toBe(0);
      const loud = await app.inject('/loud');
      expect(loud.statusCode).toBe(200);
      expect(children).toBe(1);
      expect(lines).toEqual([
        expect.objectContaining({
          level: 40,
          reqId: expect.any(String),
          detail: 1,
          msg: 'written',
        }),
      ]);
    } finally {
      await app.close();
    }
  });
});
