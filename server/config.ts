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
  /**
   * WORKER_TIMEOUT, in ms: a server process whose event loop answers none of the cluster
   * primary's pings for this long is killed and replaced (server/cluster.ts).
   */
  pingTimeoutMs: number;
  /** BACKUP_KEEP: how many daily backups DATA_DIR/backups keeps (SQLite; README, Backups). */
  backupKeep: number;
  /** Who may read GET /metrics (METRICS_TOKEN, METRICS_ALLOW; server/plugins/metrics.ts). */
  metrics: { token: string | undefined; allow: string[] };
  /**
   * How often the sender of queued messages looks for due ones (MESSAGE_POLL_SECONDS, default
   * 30); 0 turns it off (tests that send by hand).
   */
  messagePollMs: number;
  /**
   * How long a claimed message is held before another pass may send it again
   * (MESSAGE_LEASE_SECONDS, default 300; docs/decisions.md, Messages to clients).
   */
  messageLeaseMs: number;
  /**
   * The SMS provider (Twilio's Messages API: SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN,
   * SMS_FROM, SMS_TWILIO_BASE_URL); undefined when unset, and SMS is off (docs/decisions.md,
   * Messages to clients).
   */
  sms: SmsConfig | undefined;
  /** The time "now"; tests fix it so upcoming/past splits are deterministic. */
  clock: () => Date;
}

export interface SmsConfig {
  accountSid: string;
  authToken: string;
  /** The sender: a phone number in E.164 or an alphanumeric sender ID. */
  from: string;
  /** https://api.twilio.com, or a stand-in in tests. */
  baseUrl: string;
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
    pingTimeoutMs: whole('WORKER_TIMEOUT', env.WORKER_TIMEOUT, 10, 600) * 1000,
    backupKeep: whole('BACKUP_KEEP', env.BACKUP_KEEP, 7, 1000),
    metrics: { token: env.METRICS_TOKEN || undefined, allow: addressList(env.METRICS_ALLOW) },
    messagePollMs: messagePoll(env.MESSAGE_POLL_SECONDS) * 1000,
    messageLeaseMs: whole('MESSAGE_LEASE_SECONDS', env.MESSAGE_LEASE_SECONDS, 300, 86_400) * 1000,
    sms: smsConfig(env),
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

/** METRICS_ALLOW: addresses and CIDRs separated by commas (no range names: say what you mean). */
function addressList(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of list) {
    const [address = '', bits, ...rest] = item.split('/');
    const maxBits = net.isIPv4(address) ? 32 : net.isIPv6(address) ? 128 : 0;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (maxBits === 0 || !validBits || rest.length > 0) {
      throw new Error(`METRICS_ALLOW must be addresses or CIDRs separated by commas: ${item}`);
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

function messagePoll(value: string | undefined): number {
  if (!value) return 30;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600) {
    throw new Error(`MESSAGE_POLL_SECONDS must be a whole number from 0 to 3600: ${value}`);
  }
  return seconds;
}

/** All three SMS variables or none: half a configuration is a mistake, said at start. */
function smsConfig(env: NodeJS.ProcessEnv): SmsConfig | undefined {
  const accountSid = env.SMS_TWILIO_ACCOUNT_SID?.trim() ?? '';
  const authToken = env.SMS_TWILIO_AUTH_TOKEN?.trim() ?? '';
  const from = env.SMS_FROM?.trim() ?? '';
  const set = [accountSid, authToken, from].filter(Boolean).length;
  if (set === 0) return undefined;
  if (set < 3) {
    throw new Error(
      'SMS needs SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN and SMS_FROM together',
    );
  }
  const baseUrl = (env.SMS_TWILIO_BASE_URL?.trim() || 'https://api.twilio.com').replace(/\/$/, '');
  if (!URL.canParse(baseUrl)) throw new Error(`SMS_TWILIO_BASE_URL is not a URL: ${baseUrl}`);
  return { accountSid, authToken, from, baseUrl };
}

/** FIXED_NOW=2026-11-23T09:00:00Z pins "now" for end-to-end tests and screenshots. */
function fixedClock(value: string | undefined): (() => Date) | undefined {
  if (!value) return undefined;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new Error(`FIXED_NOW is not a date: ${value}`);
  return () => new Date(instant);
}
