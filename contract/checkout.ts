// A booking's checkout, refunds, undo and the business's payment methods (docs/decisions.md,
// Checkout). Amounts are sent as people write them ("1 650,50", contract/catalogue.ts,
// parsePriceToCents) and answered as numbers in major units, like the spec's `amount`.
import { z } from 'zod';
import { MAX_PRICE, parsePriceToCents } from './catalogue.js';
import { idSchema } from './common.js';

export const PAYMENT_METHODS = ['cash', 'card', 'vipps', 'other'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: `Method must be one of ${PAYMENT_METHODS.join(', ')}`,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** As the screens name a method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  vipps: 'Vipps',
  other: 'Other',
};

/**
 * An amount of money as the form's text or a number; `label` names it in the message. The schema
 * checks it and keeps it as sent (an OpenAPI body cannot describe a transform): `moneyCents` reads
 * it to minor units.
 */
function moneyInput(label: string, required = false) {
  return z
    .union([z.string().trim(), z.number()], {
      error: (issue) =>
        issue.input === undefined
          ? `${label} is required`
          : `${label} must be a number or text such as "1 650,50"`,
    })
    .superRefine((value, context) => {
      const cents = parsePriceToCents(value);
      if (cents === null && required) {
        context.addIssue({ code: 'custom', message: `${label} is required` });
      } else if (typeof cents === 'string') {
        context.addIssue({
          code: 'custom',
          message: cents.startsWith('Price must be at most')
            ? `${label} must be at most ${MAX_PRICE}`
            : `${label} must be a non-negative number with at most two decimals`,
        });
      }
    });
}

/** Minor units of an amount the schemas above accepted; 0 when left out or empty. */
export function moneyCents(value: string | number | undefined): number {
  if (value === undefined) return 0;
  const cents = parsePriceToCents(value);
  return typeof cents === 'number' ? cents : 0;
}

const versionSchema = z.number({ error: 'version must be a number' }).int().positive();

/**
 * POST /api/appointments/{id}/checkout. `amount`: what the client paid for the services, after
 * the discount and without the tip (the form fills in the booking's total); `discount`: what was
 * taken off, recorded beside it; `tip`: paid on top.
 */
export const checkoutBodySchema = z.object({
  amount: moneyInput('Amount', true),
  method: paymentMethodSchema,
  discount: moneyInput('Discount').optional(),
  tip: moneyInput('Tip').optional(),
  version: versionSchema.optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/**
 * POST /api/appointments/{id}/refund: returns `amount` of payment `paymentId` (all that is left
 * of it when left out), by the payment's own method unless `method` says otherwise.
 */
export const refundBodySchema = z.object({
  paymentId: idSchema,
  amount: moneyInput('Amount').optional(),
  method: paymentMethodSchema.optional(),
  version: versionSchema.optional(),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

/**
 * POST /api/appointments/{id}/restore: undoes a cancellation or a no-show. A cancelled booking
 * gets the checks of a new one (409 overlap or outside_hours unless `force`).
 */
export const restoreBodySchema = z
  .object({ force: z.boolean().optional(), version: versionSchema.optional() })
  // No body at all is the same as {}: one click sends nothing.
  .nullish();

/** One payment or refund of a booking, as the booking's detail lists them. */
export const paymentSchema = z.object({
  id: z.number(),
  kind: z.enum(['payment', 'refund']),
  /** Major units: a payment's is after the discount and without the tip. */
  amount: z.number(),
  method: paymentMethodSchema,
  discount: z.number(),
  tip: z.number(),
  /** A refund: the payment it returns. */
  refundOf: z.number().optional(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET and PUT /api/business-settings/payment-methods: what the checkout offers. */
export const paymentMethodsSchema = z.object({
  methods: z
    .array(paymentMethodSchema, { error: 'methods must be a list' })
    .min(1, 'Choose at least one payment method')
    .refine((methods) => new Set(methods).size === methods.length, 'A method is listed twice'),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** What a booking's recorded payments took in, in major units: payments and tips less refunds. */
export function takingsOf(payments: readonly Payment[]): number {
  const cents = payments.reduce(
    (sum, payment) =>
      sum +
      (payment.kind === 'payment'
        ? Math.round(payment.amount * 100) + Math.round(payment.tip * 100)
        : -Math.round(payment.amount * 100)),
    0,
  );
  return cents / 100;
}
