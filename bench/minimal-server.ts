// The floor for bench/floor-bench.ts: bare Fastify on the same database driver as the real server
// (better-sqlite3, or pg when DATABASE_URL is set), answering three of the spec's calls with the
// same session lookup, the same SQL and byte-identical JSON and headers (the bench checks the
// bytes before it measures). What it leaves out is the real server's fixed cost per request:
// Kysely, zod, helmet's per-request work, the hooks and the error envelope. Not a server to run:
// it validates nothing and answers only what the bench sends.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { instantToLocal, WEEKDAY_NAMES } from '../contract/booking-time.js';
import { DAY_UPDATED_MESSAGE } from '../contract/business-settings.js';
import { withItems, type AppointmentRow } from '../server/repositories/appointment-reads.js';

type Row = Record<string, unknown>;

/**
 * The security headers the real server sends with every answer over plain HTTP, as the bench
 * talks to it (helmet with its CSP; `upgrade-insecure-requests` only goes to HTTPS requests).
 */
const SECURITY_HEADERS: [string, string][] = [
  [
    'Content-Security-Policy',
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self'",
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * Sends a JSON text with the real server's headers, in the same order and spelling: every answer
 * here is a signed-in one (or its 401), which the real server marks `no-store`.
 */
function sendJson(
  reply: FastifyReply,
  json: string,
  status = 200,
  framing: 'whole' | 'chunked' = 'whole',
): FastifyReply {
  for (const [name, value] of SECURITY_HEADERS) reply.raw.setHeader(name, value);
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-type', 'application/json; charset=utf-8')
    .send(framing === 'chunked' ? Readable.from([json]) : json);
}

// The SQL the real server sends (Kysely's text, `?` placeholders; `$n` on PostgreSQL).
const SQL = {
  session:
    'select "users".*, "sessions"."id" as "session_id", "sessions"."last_used_at" as "session_last_used" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token_hash" = ? and "sessions"."revoked_at" is null and "sessions"."expires_at" > ?',
  categories:
    'select "id", "name", "description" from "categories" where "business_id" = ? order by "position", "id"',
  services:
    'select "services"."id", "services"."name", "services"."category_id", "services"."price_cents", "durations"."minutes", "price_types"."name" as "price_type_name", "services"."online_booking" from "services" inner join "durations" on "durations"."id" = "services"."duration_id" inner join "price_types" on "price_types"."id" = "services"."price_type_id" where "services"."business_id" = ? order by "services"."position", "services"."id"',
  openingTime:
    'update "business_days" set "opening_time" = ? where "id" = ? and "business_id" = ? and "open" = ? and ("closing_time" is null or "closing_time" > ?) returning *',
  upcoming: (quote: string) =>
    `select "id", "book_date", "book_time", "first_name", "last_name", "amount_cents", "payment_status", '[' || ${quote}("start_at") || ',' || ${quote}("end_at") || ',' || ${quote}("status")
    || ',' || "client_id" || ',' || "version" || ','
    || "member_id" || ',' || ${quote}("source") || ',' || "items_json" || ']' as "diary" from "appointments" where "business_id" = ? and "book_date" >= ? and ("book_date" > ? or ("book_date" = ? and "book_time" >= ?)) and "status" <> ? order by "book_date", "book_time", "id"`,
};

interface Query {
  all(sql: string, params: unknown[]): Promise<Row[]>;
}

function sqliteQuery(dataDir: string): Query {
  const sqlite = new SQLite(path.join(dataDir, 'salon.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = new Map<string, SQLite.Statement>();
  return {
    all(sql, params) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return Promise.resolve(statement.all(...params) as Row[]);
    },
  };
}

function postgresQuery(url: string): Query {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  const numbered = new Map<string, string>();
  return {
    async all(sql, params) {
      let text = numbered.get(sql);
      if (text === undefined) {
        let n = 0;
        text = sql.replace(/\?/g, () => `$${(n += 1)}`);
        numbered.set(sql, text);
      }
      return (await pool.query(text, params)).rows as Row[];
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const databaseUrl = process.env.DATABASE_URL || undefined;
const query = databaseUrl
  ? postgresQuery(databaseUrl)
  : sqliteQuery(path.resolve(process.env.DATA_DIR ?? 'data'));
const quote = databaseUrl ? 'to_json' : 'json_quote';
const fixedNow = process.env.FIXED_NOW ? new Date(process.env.FIXED_NOW) : undefined;
const clock = () => (fixedNow ? new Date(fixedNow) : new Date());

interface User {
  id: number;
  timezone: string;
}

/** The real server's session lookup, with its hourly slide of the expiry. */
async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<User | undefined> {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(
    request.headers.authorization?.trim() ?? '',
  );
  const now = clock();
  const rows = match?.[1]
    ? await query.all(SQL.session, [
        createHash('sha256').update(match[1]).digest('hex'),
        now.toISOString(),
      ])
    : [];
  const row = rows[0];
  if (!row) {
    void sendJson(reply, '{"errors":[{"msg":"Please sign in"}]}', 401);
    return undefined;
  }
  if (now.getTime() - Date.parse(row.session_last_used as string) > 60 * 60 * 1000) {
    await query.all('update "sessions" set "last_used_at" = ?, "expires_at" = ? where "id" = ?', [
      now.toISOString(),
      new Date(now.getTime() + 30 * DAY_MS).toISOString(),
      row.session_id,
    ]);
  }
  return row as unknown as User;
}

const app = Fastify({ logger: false });

app.get('/api/appointments/all_upcoming', async (request, reply) => {
  const user = await signedIn(request, reply);
  if (!user) return reply;
  const now = clock();
  const local = instantToLocal(now, user.timezone);
  const rows = await query.all(SQL.upcoming(quote), [
    user.id,
    local.date,
    local.date,
    local.date,
    local.time,
    'cancelled',
  ]);
  // The row mapping is the real server's; the fields go out in the contract's order.
  const body = withItems(rows as unknown as AppointmentRow[], now).map((a) => ({
    id: a.id,
    book_date: a.book_date,
    book_time: a.book_time,
    firstName: a.firstName,
    lastName: a.lastName,
    amount: a.amount,
    payment_status: a.payment_status,
    status: a.status,
    clientId: a.clientId,
    start: a.start,
    end: a.end,
    version: a.version,
    book_items: a.book_items,
    // Optional in the contract (contract/appointments.ts), so the serializer writes it last.
    memberId: a.memberId,
    source: a.source,
  }));
  // The real server streams a whole list in pieces (docs/decisions.md, Fair sharing): chunked.
  return sendJson(reply, JSON.stringify(body), 200, 'chunked');
});

app.get('/api/cat_wise_services/', async (request, reply) => {
  const user = await signedIn(request, reply);
  if (!user) return reply;
  const categories = await query.all(SQL.categories, [user.id]);
  const services = await query.all(SQL.services, [user.id]);
  const byCategory = new Map<number, unknown[]>();
  for (const row of services) {
    const list = byCategory.get(row.category_id as number) ?? [];
    const minutes = row.minutes as number;
    list.push({
      sid: row.id,
      serviceName: row.name,
      categoryTypeID: row.category_id,
      hrs: Math.floor(minutes / 60),
      min: minutes % 60,
      price: row.price_cents === null ? null : (row.price_cents as number) / 100,
      priceTypeName: row.price_type_name,
      onlineBooking: row.online_booking === 1 || row.online_booking === true,
    });
    byCategory.set(row.category_id as number, list);
  }
  const body = categories.map((row) => ({
    id: row.id,
    categoryName: row.name,
    description: row.description,
    services: byCategory.get(row.id as number) ?? [],
  }));
  return sendJson(reply, JSON.stringify(body));
});

app.put('/api/businessHours/update1', async (request, reply) => {
  const user = await signedIn(request, reply);
  if (!user) return reply;
  const { tid, openingTime } = request.body as { tid: number; openingTime: string };
  const [day] = await query.all(SQL.openingTime, [openingTime, tid, user.id, 1, openingTime]);
  if (!day) {
    return sendJson(reply, '{"errors":[{"msg":"Refused"}]}', 400);
  }
  const weekDay = {
    id: day.id,
    dayOfWeek: day.day_of_week,
    weekName: WEEKDAY_NAMES[(day.day_of_week as number) - 1] ?? '',
    open: day.open === 1,
    openingTime: day.opening_time,
    closingTime: day.closing_time,
    secondOpeningTime: day.second_opening_time,
    secondClosingTime: day.second_closing_time,
  };
  return sendJson(reply, JSON.stringify({ msg: DAY_UPDATED_MESSAGE, day: weekDay }));
});

await app.listen({ port: Number(process.env.PORT ?? 3903), host: '127.0.0.1' });
// Exits on the bench's SIGTERM through process.exit, so a CPU profile (BENCH_CPU_PROF_DIR) is written.
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
