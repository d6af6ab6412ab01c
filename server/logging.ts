// How the server logs: one JSON line per event for log collectors, or, when a person reads the
// terminal (stdout is a TTY, e.g. `npm start`), pino-pretty's coloured lines, so a message such
// as the verification link in a development mail is readable, not an escaped string in JSON.
import type { FastifyServerOptions } from 'fastify';

export function loggerOptions(level: string, terminal: boolean): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  if (!terminal) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: false },
    },
  };
}
