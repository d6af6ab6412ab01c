// The payment methods a business takes (docs/decisions.md, Checkout): one text column on its row,
// comma-separated in the contract's order, every method until the owner chooses.
import { PAYMENT_METHODS, type PaymentMethod } from '@contract/checkout.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../plugins/errors.js';

function methodsOf(text: string): PaymentMethod[] {
  const listed = text.split(',');
  return PAYMENT_METHODS.filter((method) => listed.includes(method));
}

export async function readPaymentMethods(db: Db, businessId: number): Promise<PaymentMethod[]> {
  const row = await db
    .selectFrom('users')
    .select('payment_methods')
    .where('id', '=', businessId)
    .executeTakeFirst();
  if (!row) throw notFound('Business');
  return methodsOf(row.payment_methods);
}

/** One UPDATE … RETURNING: atomic without a transaction around it. */
export async function setPaymentMethods(
  db: Db,
  businessId: number,
  methods: readonly PaymentMethod[],
): Promise<PaymentMethod[]> {
  const row = await db
    .updateTable('users')
    .set({ payment_methods: PAYMENT_METHODS.filter((m) => methods.includes(m)).join(',') })
    .where('id', '=', businessId)
    .returning('payment_methods')
    .executeTakeFirst();
  if (!row) throw notFound('Business');
  return methodsOf(row.payment_methods);
}
