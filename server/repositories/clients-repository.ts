// A business's clients: found by id, by a search prefix, or matched when a booking names a new
// client. Shared by the appointments routes (a booking finds or creates its client) and the
// clients routes.
import type { Selectable } from 'kysely';
import type { Client, ClientFields } from '../../contract/clients.js';
import { CLIENT_ALREADY_ERASED_MESSAGE, CLIENT_ERASED_CODE } from '../../contract/client-data.js';
import { coded } from '../plugins/errors.js';
import type { Db } from '../db/database.js';
import {
  clientQuery,
  clientSearchKeys,
  nameKey,
  prefixRange,
} from '../../contract/client-search.js';
import type { ClientsTable } from '../db/schema.js';
import { regionForPhone } from './currency-for-country.js';

type SearchColumn = 'search_name' | 'search_last' | 'email_lower' | 'phone_digits' | 'phone_e164';

export const CLIENT_COLUMNS = ['id', 'first_name', 'last_name', 'phone', 'email', 'notes'] as const;
type ClientRow = Pick<Selectable<ClientsTable>, (typeof CLIENT_COLUMNS)[number]>;

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
  };
}

/**
 * The region a client's national number is read in: the business's own dialling code (and
 * mobile, which tells "+1" Canada from the United States); null for an unknown business.
 */
export async function businessPhoneRegion(db: Db, businessId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select(['country', 'mobile'])
    .where('id', '=', businessId)
    .executeTakeFirst();
  return row ? regionForPhone(row.country, row.mobile) : null;
}

/**
 * A change to an erased client is refused (docs/decisions.md, Client data): typing a name or a
 * phone back in, or merging their visits into someone, would undo what the erasure promised.
 */
export async function refuseIfErased(db: Db, businessId: number, ids: number[]): Promise<void> {
  const erased = await db
    .selectFrom('clients')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', 'in', ids)
    .where('erased_at', 'is not', null)
    .executeTakeFirst();
  if (erased) throw coded(409, CLIENT_ERASED_CODE, CLIENT_ALREADY_ERASED_MESSAGE);
}

/** The columns a client's contact is found by, the phone read in `region`. */
function searchColumns(fields: ClientFields, region: string | null) {
  return clientSearchKeys(fields, region);
}

export async function findClient(
  db: Db,
  businessId: number,
  id: number,
): Promise<Client | undefined> {
  const row = await db
    .selectFrom('clients')
    .select(CLIENT_COLUMNS)
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toClient(row);
}

export async function createClient(
  db: Db,
  businessId: number,
  fields: ClientFields,
  now: Date,
  options: { region?: string | null; duplicateOf?: number | null } = {},
): Promise<Client> {
  const at = now.toISOString();
  const region =
    options.region === undefined ? await businessPhoneRegion(db, businessId) : options.region;
  const row = await db
    .insertInto('clients')
    .values({
      business_id: businessId,
      first_name: fields.firstName,
      last_name: fields.lastName,
      phone: fields.phone ?? '',
      email: fields.email ?? '',
      notes: fields.notes ?? '',
      ...searchColumns(fields, region),
      duplicate_of: options.duplicateOf ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning(CLIENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return toClient(row);
}

/**
 * The client a booking names (docs/decisions.md, Appointments and clients): an existing one only
 * when the name matches (case, accents and spacing ignored) as well as the phone (in E.164, or its
 * digits) or the e-mail. Otherwise a new client, marked as a possible duplicate of the first one
 * with that phone or e-mail, for the owner to merge or dismiss: a mother's e-mail on her child's
 * booking must not file the child's visits under her.
 */
export async function findOrCreateClient(
  db: Db,
  businessId: number,
  fields: ClientFields,
  now: Date,
): Promise<Client> {
  const region = await businessPhoneRegion(db, businessId);
  const { phone_digits, phone_e164, email_lower } = searchColumns(fields, region);
  if (!phone_digits && !email_lower) return createClient(db, businessId, fields, now, { region });
  const candidates = await db
    .selectFrom('clients')
    .select(CLIENT_COLUMNS)
    .where('business_id', '=', businessId)
    // An erased client is never recognised again (docs/decisions.md, Client data).
    .where('erased_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(phone_e164 ? [eb('phone_e164', '=', phone_e164)] : []),
        ...(phone_digits ? [eb('phone_digits', '=', phone_digits)] : []),
        ...(email_lower ? [eb('email_lower', '=', email_lower)] : []),
      ]),
    )
    .orderBy('id')
    .limit(50)
    .execute();
  const name = nameKey(fields.firstName, fields.lastName);
  const same = candidates.find((row) => nameKey(row.first_name, row.last_name) === name);
  if (same) return toClient(same);
  return createClient(db, businessId, fields, now, {
    region,
    duplicateOf: candidates[0]?.id ?? null,
  });
}

/**
 * Changes a client: phone, e-mail or notes left out keep their value (the notes editor sends only
 * what it shows). The name on their appointments follows, so every list shows the new one.
 */
export async function updateClient(
  db: Db,
  businessId: number,
  id: number,
  changes: ClientFields,
  now: Date,
): Promise<Client | undefined> {
  const current = await findClient(db, businessId, id);
  if (!current) return undefined;
  await refuseIfErased(db, businessId, [id]);
  const fields = {
    firstName: changes.firstName,
    lastName: changes.lastName,
    phone: changes.phone ?? current.phone,
    email: changes.email ?? current.email,
    notes: changes.notes ?? current.notes,
  };
  const region = await businessPhoneRegion(db, businessId);
  const row = await db
    .updateTable('clients')
    .set({
      first_name: fields.firstName,
      last_name: fields.lastName,
      phone: fields.phone,
      email: fields.email,
      notes: fields.notes,
      ...searchColumns(fields, region),
      updated_at: now.toISOString(),
    })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .returning(CLIENT_COLUMNS)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('appointments')
    .set({ first_name: fields.firstName, last_name: fields.lastName })
    .where('business_id', '=', businessId)
    .where('client_id', '=', id)
    .execute();
  return toClient(row);
}

/**
 * Clients whose name (first or last first), phone or e-mail starts with `q`, by name. A phone is
 * found by its digits as typed or by its E.164 form from the national number, the international
 * one, a 00 prefix and any spacing (`phoneSearchPrefixes`, read in the business's `region`).
 * Each test is a range on its own (business_id, column) index.
 */
export function clientMatches(db: Db, businessId: number, q: string, region: string | null = null) {
  // The device searches its kept clients with the same reading of q (contract/client-search.ts).
  const query = clientQuery(q, region);
  // An erased client has no name to list (docs/decisions.md, Client data); their page stays.
  let base = db
    .selectFrom('clients')
    .where('business_id', '=', businessId)
    .where('erased_at', 'is', null);
  if (query) {
    const name = prefixRange(query.text);
    const ranges: [SearchColumn, { from: string; to: string }][] = [
      ['search_name', name],
      ['search_last', name],
      ['email_lower', name],
    ];
    if (query.digits) ranges.push(['phone_digits', prefixRange(query.digits)]);
    for (const prefix of query.e164) {
      ranges.push(['phone_e164', prefixRange(prefix)]);
    }
    // One indexed range per column, united: an OR of the four in one WHERE lets SQLite settle
    // for the business_id prefix of one index and scan every client of the business.
    const matches = ranges
      .map(([column, range]) =>
        db
          .selectFrom('clients')
          .select('id')
          .where('business_id', '=', businessId)
          .where(column, '>=', range.from)
          .where(column, '<', range.to),
      )
      .reduce((union, next) => union.union(next));
    base = base.where('id', 'in', matches);
  }
  return base;
}

export async function searchClients(
  db: Db,
  businessId: number,
  search: { q: string; limit: number; offset: number },
): Promise<{ clients: Client[]; total: number }> {
  const region = await businessPhoneRegion(db, businessId);
  const base = clientMatches(db, businessId, search.q, region);
  const [rows, count] = await Promise.all([
    base
      .select(CLIENT_COLUMNS)
      .orderBy('search_name')
      .orderBy('id')
      .limit(search.limit)
      .offset(search.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { clients: rows.map(toClient), total: Number(count.total) };
}

/** Every client of the business, by id, with the region their phones are read in. */
export async function listAllClients(
  db: Db,
  businessId: number,
): Promise<{ region: string | null; clients: Client[] }> {
  const [region, rows] = await Promise.all([
    businessPhoneRegion(db, businessId),
    db
      .selectFrom('clients')
      .select(CLIENT_COLUMNS)
      .where('business_id', '=', businessId)
      .where('erased_at', 'is', null)
      .orderBy('id')
      .execute(),
  ]);
  return { region, clients: rows.map(toClient) };
}

/** Totals of a client's page: paid amounts of visits not cancelled, no-shows, completed visits. */
export async function clientTotals(
  db: Db,
  businessId: number,
  clientId: number,
  now: Date,
): Promise<{ totalSpent: number; noShows: number; visits: number }> {
  const rows = await db
    .selectFrom('appointments')
    .select(['status', 'payment_status', 'amount_cents', 'start_at'])
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .execute();
  const nowIso = now.toISOString();
  let cents = 0;
  let noShows = 0;
  let visits = 0;
  for (const row of rows) {
    if (row.status !== 'cancelled' && row.payment_status === 'paid') cents += row.amount_cents;
    if (row.status === 'no_show') noShows += 1;
    if (row.status === 'booked' && row.start_at < nowIso) visits += 1;
  }
  return { totalSpent: cents / 100, noShows, visits };
}
