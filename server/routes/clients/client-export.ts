// The file of one client's data (docs/decisions.md, Client data): their details, every visit
// with its services and payments, the messages sent or planned to them, and possible duplicates.
import type { ClientExport } from '@contract/client-data.js';
import type { Db } from '../../db/database.js';

const money = (cents: number) => cents / 100;

/** Everything this business holds about one client; undefined for no such client of theirs. */
export async function buildClientExport(
  db: Db,
  businessId: number,
  clientId: number,
  currency: string,
  now: Date,
): Promise<ClientExport | undefined> {
  const client = await db
    .selectFrom('clients')
    .select([
      'id',
      'first_name',
      'last_name',
      'phone',
      'email',
      'notes',
      'duplicate_of',
      'created_at',
      'erased_at',
    ])
    .where('business_id', '=', businessId)
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!client) return undefined;
  const visits = await db
    .selectFrom('appointments')
    .select([
      'id',
      'book_date',
      'book_time',
      'start_at',
      'end_at',
      'status',
      'cancel_reason',
      'source',
      'notes',
      'amount_cents',
      'payment_status',
    ])
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  const visitIds = visits.map((visit) => visit.id);
  const [items, payments, messages, duplicates] = await Promise.all([
    visitIds.length === 0
      ? []
      : db
          .selectFrom('appointment_items')
          .select(['appointment_id', 'name', 'price_cents', 'duration_min'])
          .where('business_id', '=', businessId)
          .where('appointment_id', 'in', visitIds)
          .orderBy('appointment_id')
          .orderBy('position')
          .execute(),
    visitIds.length === 0
      ? []
      : db
          .selectFrom('payments')
          .select([
            'appointment_id',
            'kind',
            'amount_cents',
            'method',
            'discount_cents',
            'tip_cents',
            'created_at',
          ])
          .where('business_id', '=', businessId)
          .where('appointment_id', 'in', visitIds)
          .orderBy('id')
          .execute(),
    visitIds.length === 0
      ? []
      : db
          .selectFrom('scheduled_messages')
          .select(['appointment_id', 'kind', 'channel', 'recipient', 'state', 'due_at', 'sent_at'])
          .where('business_id', '=', businessId)
          .where('appointment_id', 'in', visitIds)
          .orderBy('due_at')
          .orderBy('id')
          .execute(),
    db
      .selectFrom('clients')
      .select(['id', 'first_name', 'last_name'])
      .where('business_id', '=', businessId)
      .where('id', '!=', clientId)
      .where((eb) =>
        eb.or([
          eb('duplicate_of', '=', clientId),
          ...(client.duplicate_of === null ? [] : [eb('id', '=', client.duplicate_of)]),
        ]),
      )
      .orderBy('id')
      .execute(),
  ]);
  return {
    exportedAt: now.toISOString(),
    currency,
    client: {
      id: client.id,
      firstName: client.first_name,
      lastName: client.last_name,
      phone: client.phone,
      email: client.email,
      notes: client.notes,
      createdAt: client.created_at,
      erasedAt: client.erased_at,
    },
    visits: visits.map((visit) => ({
      id: visit.id,
      date: visit.book_date,
      time: visit.book_time,
      start: visit.start_at,
      end: visit.end_at,
      status: visit.status,
      cancelReason: visit.cancel_reason,
      source: visit.source,
      notes: visit.notes,
      services: items
        .filter((item) => item.appointment_id === visit.id)
        .map((item) => ({
          name: item.name,
          price: money(item.price_cents),
          minutes: item.duration_min,
        })),
      amount: money(visit.amount_cents),
      paymentStatus: visit.payment_status,
      payments: payments
        .filter((payment) => payment.appointment_id === visit.id)
        .map((payment) => ({
          kind: payment.kind,
          amount: money(payment.amount_cents),
          method: payment.method,
          discount: money(payment.discount_cents),
          tip: money(payment.tip_cents),
          createdAt: payment.created_at,
        })),
    })),
    messages: messages.map((message) => ({
      appointmentId: message.appointment_id,
      kind: message.kind,
      channel: message.channel,
      recipient: message.recipient,
      state: message.state,
      dueAt: message.due_at,
      sentAt: message.sent_at,
    })),
    possibleDuplicates: duplicates.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
    })),
  };
}
