// How the server logs: one JSON line per event for log collectors, or, when a person reads the
// terminal (stdout is a TTY, e.g. `npm start`), pino-pretty's coloured lines, so a message such
// as the verification link in a development mail is readable, not an escaped string in JSON.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type {
  Bindings,
  ChildLoggerOptions,
  FastifyChildLoggerFactory,
} from 'fastify/types/logger.js';

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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger, made on its first line. Fastify gives every request a pino child bound to
 * its id, though at the usual `warn` level almost no request writes a line: making one for every
 * request was about 4% of a small signed-in call (bench/README.md, Fixed cost per request).
 */
class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get #made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#made.level = level;
  }

  #write(level: Level, args: unknown[]): void {
    // A line below the parent's level (Fastify's own "incoming request" at info, say) needs no
    // child either, unless the route set a level of its own.
    if (!this.#child && this.options.level === undefined && !this.#enabled(level)) return;
    const child = this.#made;
    (child[level] as (...line: unknown[]) => void).apply(child, args);
  }

  #enabled(level: Level): boolean {
    const { isLevelEnabled } = this.parent as { isLevelEnabled?: (level: string) => boolean };
    return isLevelEnabled?.call(this.parent, level) ?? true;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(...args: unknown[]): void {
    this.#write('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made.child(bindings, options);
  }
}

export const lazyChildLogger: FastifyChildLoggerFactory = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options);
