// The rows of messages to clients, written inside the transaction of the booking change that
// causes them (docs/decisions.md, Messages to clients): a booking made or moved gets its reminders
// planned again, a cancelled one has them cancelled, and the owner's move or cancellation queues a
// notice to the client, due at once. The sender (message-sender.ts) takes them from there.
import type { Db } from '../db/database.js';
import type { MessageChannel } from '../../contract/messages.js';
import type { MessageKind } from '../db/schema.js';
import { MESSAGE_NOTES } from './message-texts.js';
import { reminderDueAt } from './reminder-times.js';

export type BookingChange = 'booked' | 'moved' | 'cancelled';

interface Planned {
  kind: MessageKind;
  recipient: string;
  leadHours: number | null;
  sequence: number;
  dueAt: string;
}

async function bookingFacts(trx: Db, businessId: number, appointmentId: number) {
  return trx
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.business_id')
    .leftJoin('clients', (join) =>
      join
        .onRef('clients.id', '=', 'appointments.client_id')
        .onRef('clients.business_id', '=', 'appointments.business_id'),
    )
    .select([
      'appointments.start_at',
      'appointments.status',
      'appointments.version',
      'clients.email',
      'clients.phone_e164',
      'users.timezone',
      'users.reminder_hours',
      'users.second_reminder_hours',
    ])
    .where('appointments.business_id', '=', businessId)
    .where('appointments.id', '=', appointmentId)
    .executeTakeFirst();
}

/** The lead hours the business has chosen, without repeats or "off". */
export function leadsOf(first: number, second: number | null): number[] {
  return [...new Set([first, second ?? 0])].filter((hours) => hours > 0);
}

/**
 * Where a client's messages go: their e-mail; without one, their phone by SMS when the server has
 * SMS on; else nowhere (the booking details say so).
 */
export function reachOf(
  client: { email: string | null; phone_e164: string | null },
  sms: boolean,
): { channel: MessageChannel; recipient: string } | null {
  const email = client.email?.trim() ?? '';
  if (email) return { channel: 'email', recipient: email };
  const phone = client.phone_e164?.trim() ?? '';
  if (sms && phone) return { channel: 'sms', recipient: phone };
  return null;
}

/**
 * Plans the messages of a booking change. `notify` queues the client's notice of a move or a
 * cancellation (the owner's "Notify client"); a booking made and a client's own cancellation
 * only plan or cancel reminders. `sms`: whether this server can send SMS (config.sms).
 */
export async function planBookingMessages(
  trx: Db,
  businessId: number,
  appointmentId: number,
  change: BookingChange,
  options: { notify: boolean; now: Date; sms: boolean },
): Promise<void> {
  const facts = await bookingFacts(trx, businessId, appointmentId);
  if (!facts) return;
  const nowIso = options.now.toISOString();
  const waiting = (kinds: MessageKind[]) =>
    trx
      .updateTable('scheduled_messages')
      .where('business_id', '=', businessId)
      .where('appointment_id', '=', appointmentId)
      .where('state', '=', 'scheduled')
      .where('kind', 'in', kinds);
  // A notice not sent yet is replaced by the newer one: the client hears the latest state once.
  const superseded = change === 'booked' ? [] : (['change', 'cancellation'] as MessageKind[]);
  if (change === 'cancelled') {
    await waiting(['reminder', ...superseded])
      .set({ state: 'cancelled', note: MESSAGE_NOTES.booking_cancelled, updated_at: nowIso })
      .execute();
  } else {
    // Reminders are planned again from the new start; those not sent yet go.
    await trx
      .deleteFrom('scheduled_messages')
      .where('business_id', '=', businessId)
      .where('appointment_id', '=', appointmentId)
      .where('state', '=', 'scheduled')
      .where('kind', '=', 'reminder')
      .execute();
    if (options.notify && superseded.length > 0) {
      await waiting(superseded)
        .set({ state: 'cancelled', note: MESSAGE_NOTES.replaced, updated_at: nowIso })
        .execute();
    }
  }
  const reach = reachOf(facts, options.sms);
  if (!reach) return;
  const planned: Planned[] = [];
  if (change !== 'cancelled' && facts.status === 'booked') {
    for (const lead of leadsOf(facts.reminder_hours, facts.second_reminder_hours)) {
      const due = reminderDueAt(facts.start_at, lead, facts.timezone).toISOString();
      // A reminder already due when the booking is made or moved would come straight after
      // the confirmation or the notice, saying the same: it is not planned.
      if (due <= nowIso) continue;
      planned.push({
        kind: 'reminder',
        recipient: reach.recipient,
        leadHours: lead,
        sequence: 0,
        dueAt: due,
      });
    }
  }
  if (options.notify && change !== 'booked') {
    planned.push({
      kind: change === 'cancelled' ? 'cancellation' : 'change',
      recipient: reach.recipient,
      leadHours: null,
      sequence: facts.version,
      dueAt: nowIso,
    });
  }
  if (planned.length === 0) return;
  await trx
    .insertInto('scheduled_messages')
    .values(
      planned.map((message) => ({
        business_id: businessId,
        appointment_id: appointmentId,
        kind: message.kind,
        channel: reach.channel,
        recipient: message.recipient,
        lead_hours: message.leadHours,
        sequence: message.sequence,
        due_at: message.dueAt,
        next_attempt_at: message.dueAt,
        state: 'scheduled' as const,
        created_at: nowIso,
        updated_at: nowIso,
      })),
    )
    .execute();
}
