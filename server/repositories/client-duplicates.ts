// Possible duplicates (docs/decisions.md, Appointments and clients): a client a booking could not
// tell from an existing one is kept apart, marked `duplicate_of`, until the owner merges the two
// (every visit moves, in the caller's transaction) or says they are not the same person.
import type { Client } from '../../contract/clients.js';
import { MERGE_WITH_ITSELF_MESSAGE } from '../../contract/clients.js';
import type { Db, DbKind } from '../db/database.js';
import { HttpError, notFound } from '../plugins/errors.js';
import { lockBusiness } from '../scheduling/booking-plan.js';
import { CLIENT_COLUMNS, findClient, refuseIfErased, toClient } from './clients-repository.js';

/** Both clients of a pair, this business's own, or a 404 (another business's ids included). */
async function pair(db: Db, businessId: number, id: number, duplicateId: number) {
  const [client, duplicate] = await Promise.all([
    findClient(db, businessId, id),
    findClient(db, businessId, duplicateId),
  ]);
  if (!client || !duplicate) throw notFound('Client');
  return { client, duplicate };
}

/** The clients marked as this one's possible duplicates, and the one it is marked as, by id. */
export async function listDuplicates(
  db: Db,
  businessId: number,
  clientId: number,
): Promise<Client[] | undefined> {
  const self = await db
    .selectFrom('clients')
    .select('duplicate_of')
    .where('business_id', '=', businessId)
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!self) return undefined;
  const rows = await db
    .selectFrom('clients')
    .select(CLIENT_COLUMNS)
    .where('business_id', '=', businessId)
    .where((eb) =>
      eb.or([
        eb('duplicate_of', '=', clientId),
        ...(self.duplicate_of === null ? [] : [eb('id', '=', self.duplicate_of)]),
      ]),
    )
    .where('id', '!=', clientId)
    .orderBy('id')
    .execute();
  return rows.map(toClient);
}

/** "Not the same person": the mark goes, both ways; both clients stay. Repeating it is harmless. */
export async function dismissDuplicate(
  db: Db,
  businessId: number,
  id: number,
  duplicateId: number,
): Promise<void> {
  await pair(db, businessId, id, duplicateId);
  await db
    .updateTable('clients')
    .set({ duplicate_of: null })
    .where('business_id', '=', businessId)
    .where((eb) =>
      eb.or([
        eb.and([eb('id', '=', id), eb('duplicate_of', '=', duplicateId)]),
        eb.and([eb('id', '=', duplicateId), eb('duplicate_of', '=', id)]),
      ]),
    )
    .execute();
}

const joinNotes = (kept: string, merged: string) =>
  [kept.trim(), merged.trim()]
    .filter((note, i, all) => note && all.indexOf(note) === i)
    .join('\n\n');

/**
 * Merges `duplicateId` into `id`, in the caller's transaction: its appointments move (under the
 * kept client's name, as a rename does), its notes are added below, a phone or e-mail the kept
 * client lacks is taken over, marks pointing at it point at the kept client, and it is deleted.
 * The delete is refused by the appointments' foreign key while any visit still names it, so a
 * visit cannot be lost: the whole merge rolls back instead.
 */
export async function mergeClients(
  trx: Db,
  kind: DbKind,
  businessId: number,
  id: number,
  duplicateId: number,
  now: Date,
): Promise<{ client: Client; movedVisits: number }> {
  if (id === duplicateId) throw new HttpError(400, MERGE_WITH_ITSELF_MESSAGE);
  // A booking made meanwhile for the merged client would otherwise stop the delete (PostgreSQL;
  // SQLite's transaction already holds the write lock from its start).
  await lockBusiness(trx, kind, businessId);
  const { client, duplicate } = await pair(trx, businessId, id, duplicateId);
  await refuseIfErased(trx, businessId, [id, duplicateId]);
  const moved = await trx
    .updateTable('appointments')
    .set({ client_id: client.id, first_name: client.firstName, last_name: client.lastName })
    .where('business_id', '=', businessId)
    .where('client_id', '=', duplicate.id)
    .executeTakeFirst();
  const row = await trx
    .updateTable('clients')
    .set({
      notes: joinNotes(client.notes, duplicate.notes),
      ...(client.phone ? {} : await contactOf(trx, duplicate.id, 'phone')),
      ...(client.email ? {} : await contactOf(trx, duplicate.id, 'email')),
      updated_at: now.toISOString(),
    })
    .where('business_id', '=', businessId)
    .where('id', '=', client.id)
    .returning(CLIENT_COLUMNS)
    .executeTakeFirstOrThrow();
  // Marks at the merged client now mean the kept one; the kept client's own mark at it goes.
  await trx
    .updateTable('clients')
    .set((eb) => ({
      duplicate_of: eb.case().when('id', '=', client.id).then(null).else(client.id).end(),
    }))
    .where('business_id', '=', businessId)
    .where('duplicate_of', '=', duplicate.id)
    .execute();
  await trx
    .deleteFrom('clients')
    .where('business_id', '=', businessId)
    .where('id', '=', duplicate.id)
    .execute();
  return { client: toClient(row), movedVisits: Number(moved.numUpdatedRows) };
}

/** The phone (with its search columns) or e-mail (with its own) of a client, to take over. */
async function contactOf(trx: Db, clientId: number, what: 'phone' | 'email') {
  const row = await trx
    .selectFrom('clients')
    .select(['phone', 'phone_digits', 'phone_e164', 'email', 'email_lower'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  return what === 'phone'
    ? { phone: row.phone, phone_digits: row.phone_digits, phone_e164: row.phone_e164 }
    : { email: row.email, email_lower: row.email_lower };
}
