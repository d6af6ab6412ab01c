// Configuration from the environment, with defaults that need nothing (README, Configuration).
import net from 'node:net';
import path from 'node:path';
import type { BudgetLimits } from './security/business-budget.js';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... selects PostgreSQL; unset means SQLite at `${dataDir}/salon.db`. */
  databaseUrl: string | undefined;
  /** smtp://... sends mail; unset writes each message to the log and `${dataDir}/mail/`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of links in e-mails, e.g. https://salon.example.com. */
  publicUrl: string;
  /** Built app to serve; skipped when the folder is missing (API-only, as in tests). */
  distDir: string;
  logLevel: string;
  /** Server processes sharing the port (WEB_CONCURRENCY); one is plenty for a single salon. */
  workers: number;
  /** Set to false in tests that hammer one route from one address. */
  rateLimit: boolean;
  /**
   * Each business's budget of signed-in calls (BUSINESS_BURST, BUSINESS_RATE; README,
   * Configuration): off with the other limits when `rateLimit` is false.
   */
  businessLimit: BudgetLimits;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): which proxies' X-Forwarded-For/-Proto to believe, for the
   * client's address (the rate limits) and the protocol (the CSP's upgrade-insecure-requests).
   */
  trustProxy: boolean | number | string[];
  /**
   * How long a request may take to arrive, headers and body, and how long a connection may stay
   * silent (REQUEST_TIMEOUT, in seconds): a body that never ends is cut off.
   */
  requestTimeoutMs: number;
  /** The time "now"; tests fix it so upcoming/past splits are deterministic. */
  clock: () => Date;
}

/** pino's levels, the logger Fastify uses. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number from 0 to 65535: ${env.PORT}`);
  }
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}: ${logLevel}`);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Salon Back Office <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    logLevel,
    workers: workerCount(env.WEB_CONCURRENCY),
    rateLimit: env.RATE_LIMIT !== 'off',
    businessLimit: {
      burst: whole('BUSINESS_BURST', env.BUSINESS_BURST, 600, 1_000_000),
      perSecond: whole('BUSINESS_RATE', env.BUSINESS_RATE, 10, 100_000),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    requestTimeoutMs: requestTimeout(env.REQUEST_TIMEOUT) * 1000,
    clock: fixedClock(env.FIXED_NOW) ?? (() => new Date()),
  };
}

/** A whole number from 1 to `max`, `fallback` when unset. */
function whole(name: string, value: string | undefined, fallback: number, max: number): number {
  if (!value) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}: ${value}`);
  }
  return count;
}

function workerCount(value: string | undefined): number {
  if (!value) return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64: ${value}`);
  }
  return count;
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** `true`, `false`, a hop count, or a comma-separated list of addresses, CIDRs and range names. */
function trustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((item) => item.trim());
  for (const item of list) {
    const [address = '', bits, ...rest] = item.split('/');
    const maxBits = net.isIPv4(address) ? 32 : net.isIPv6(address) ? 128 : 0;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!PROXY_RANGES.includes(item) && (maxBits === 0 || !validBits || rest.length > 0)) {
      throw new Error(
        `TRUST_PROXY must be true, false, a hop count or addresses/CIDRs separated by commas: ${item}`,
      );
    }
  }
  return list;
}

function requestTimeout(value: string | undefined): number {
  if (!value) return 60;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw new Error(`REQUEST_TIMEOUT must be a whole number of seconds from 1 to 3600: ${value}`);
  }
  return seconds;
}

/** FIXED_NOW=2026-11-23T09:00:00Z pins "now" for end-to-end tests and screenshots. */
function fixedClock(value: string | undefined): (() => Date) | undefined {
  if (!value) return undefined;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new Error(`FIXED_NOW is not a date: ${value}`);
  return () => new Date(instant);
}
