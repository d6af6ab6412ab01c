// A booking's payments and refunds (docs/decisions.md, Checkout): read with its detail, which the
// appointments and clients routes both answer, and written by the checkout.
import type { Payment, PaymentMethod } from '../../contract/checkout.js';
import { PAYMENT_METHODS } from '../../contract/checkout.js';
import type { Db } from '../db/database.js';

const isMethod = (value: string): value is PaymentMethod =>
  PAYMENT_METHODS.some((method) => method === value);

/** The booking's payments and refunds, oldest first, scoped to the business. */
export async function listPayments(
  db: Db,
  businessId: number,
  appointmentId: number,
): Promise<Payment[]> {
  const rows = await db
    .selectFrom('payments')
    .select([
      'id',
      'kind',
      'amount_cents',
      'method',
      'discount_cents',
      'tip_cents',
      'refund_of',
      'created_at',
    ])
    .where('business_id', '=', businessId)
    .where('appointment_id', '=', appointmentId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: row.amount_cents / 100,
    // Only the contract's methods are written; 'other' keeps a read total if one ever is not.
    method: isMethod(row.method) ? row.method : 'other',
    discount: row.discount_cents / 100,
    tip: row.tip_cents / 100,
    ...(row.refund_of === null ? {} : { refundOf: row.refund_of }),
    createdAt: row.created_at,
  }));
}
