// The public name of a business in its booking portal's address (/book/{slug}): its name in
// lower-case ASCII letters and digits joined by hyphens, with a numeric suffix when another
// business has it already ("ada-hair", "ada-hair-2"). Set at registration; migration 004 gave
// existing businesses theirs by the same rule.
import { PostgresAdapter, sql } from 'kysely';
import { BOOKING_SLUG_MAX, RESERVED_BOOKING_SLUGS } from '../../contract/business-settings.js';
import type { Db } from '../db/database.js';

const MAX_LENGTH = BOOKING_SLUG_MAX;

export function slugFromName(name: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/[æ]/g, 'ae')
    .replace(/[øœ]/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || 'salon';
}

/**
 * A slug for `name` no business has yet. Called inside the registration's transaction: on SQLite
 * it holds the write lock, so two registrations cannot pick the same one; on PostgreSQL a lock on
 * the base name, held until the transaction ends, makes a second registration of the same name
 * wait and then see the first one's slug (the unique index would otherwise refuse it, and the
 * registration would read that as a taken e-mail).
 */
export async function uniqueSlug(db: Db, name: string): Promise<string> {
  const base = slugFromName(name);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${`slug:${base}`}))`.execute(db);
  }
  const rows = await db
    .selectFrom('users')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  // Words the portal's own paths use: a business so named gets a suffix, as on a clash (the
  // contract's list, which also refuses them as a link chosen in Business Information).
  const taken = new Set<string>([...RESERVED_BOOKING_SLUGS, ...rows.map((row) => row.slug ?? '')]);
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}
