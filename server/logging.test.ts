import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.js';

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
