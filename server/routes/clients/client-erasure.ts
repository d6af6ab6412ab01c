// Erasing a client (docs/decisions.md, Client data), in the caller's transaction: what names or
// reaches the person goes, what the accounts need stays, and the erasure is recorded by ids only.
import { CLIENT_ALREADY_ERASED_MESSAGE, CLIENT_ERASED_CODE } from '@contract/client-data.js';
import type { Db } from '../../db/database.js';
import { coded, notFound } from '../../plugins/errors.js';

/** The note a message to an erased client is left with: why it was dropped, and nothing else. */
export const ERASED_MESSAGE_NOTE = 'The client was erased';

/** When this business's client was erased; null when not; undefined for no such client. */
export async function clientErasedAt(
  db: Db,
  businessId: number,
  clientId: number,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('clients')
    .select('erased_at')
    .where('business_id', '=', businessId)
    .where('id', '=', clientId)
    .executeTakeFirst();
  return row ? row.erased_at : undefined;
}

/**
 * Erases a client: name, phone, e-mail, notes and every column they are searched or matched by
 * are emptied, and marks of possible duplicates either way go. Their bookings keep their times,
 * services, amounts and payments (the takings do not move) but lose the name copied onto them
 * and the owner's free text (notes, cancel reason), which is about the person, not the accounts.
 * Messages not sent yet are cancelled; every message to them loses its address.
 */
export async function eraseClient(
  trx: Db,
  businessId: number,
  clientId: number,
  erasedBy: number,
  now: Date,
): Promise<{ erasedAt: string }> {
  const at = now.toISOString();
  // One conditional update: a second erasure, even one racing this, finds no row to change.
  const erased = await trx
    .updateTable('clients')
    .set({
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
      notes: '',
      search_name: '',
      search_last: '',
      phone_digits: '',
      phone_e164: '',
      email_lower: '',
      duplicate_of: null,
      erased_at: at,
      updated_at: at,
    })
    .where('business_id', '=', businessId)
    .where('id', '=', clientId)
    .where('erased_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!erased) {
    const known = await clientErasedAt(trx, businessId, clientId);
    if (known === undefined) throw notFound('Client');
    throw coded(409, CLIENT_ERASED_CODE, CLIENT_ALREADY_ERASED_MESSAGE);
  }
  await trx
    .updateTable('clients')
    .set({ duplicate_of: null })
    .where('business_id', '=', businessId)
    .where('duplicate_of', '=', clientId)
    .execute();
  await trx
    .updateTable('appointments')
    .set((eb) => ({
      first_name: '',
      last_name: '',
      notes: '',
      cancel_reason: null,
      // A device holding the old row must not write the name back with a stale edit.
      version: eb('version', '+', 1),
      updated_at: at,
    }))
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .execute();
  const theirBookings = trx
    .selectFrom('appointments')
    .select('id')
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId);
  await trx
    .updateTable('scheduled_messages')
    .set({ state: 'cancelled', updated_at: at })
    .where('business_id', '=', businessId)
    .where('appointment_id', 'in', theirBookings)
    .where('state', 'in', ['scheduled', 'sending'])
    .execute();
  // A failure's note may quote the address (a mail server's "unknown user ..."): it goes too.
  await trx
    .updateTable('scheduled_messages')
    .set({ recipient: '', note: ERASED_MESSAGE_NOTE, updated_at: at })
    .where('business_id', '=', businessId)
    .where('appointment_id', 'in', theirBookings)
    .execute();
  await trx
    .insertInto('client_erasures')
    .values({ business_id: businessId, client_id: clientId, erased_at: at, erased_by: erasedBy })
    .execute();
  return { erasedAt: at };
}
