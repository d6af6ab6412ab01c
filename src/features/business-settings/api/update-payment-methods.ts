// PUT /api/business-settings/payment-methods (through the outbox): which methods the checkout
// offers (docs/decisions.md, Checkout). Shown at once in the settings and the next checkout.
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { type PaymentMethod, paymentMethodsSchema, type PaymentMethods } from '@contract/checkout';
import type { AppKey } from '@/lib/i18n/app-en';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, itemUpdate, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { paymentMethodsKey } from '@/lib/payments/payment-methods-query';

export const PAYMENT_METHODS_TARGET = 'payment-methods';

export const updatePaymentMethodsKind = defineChangeKind({
  kind: 'settings.paymentMethods',
  encoding: 'json',
  schema: paymentMethodsSchema,
  overlay: (body) => [itemUpdate<PaymentMethods>(paymentMethodsKey, () => body)],
});

/** Each method's words, named in full so the catalogs' check sees every key used. */
export const PAYMENT_METHOD_KEYS = {
  cash: 'settings.payment.cash',
  card: 'settings.payment.card',
  vipps: 'settings.payment.vipps',
  other: 'settings.payment.other',
} as const satisfies Record<PaymentMethod, AppKey>;

function paymentMethodsChange(body: PaymentMethods): OutboxChange {
  return {
    kind: updatePaymentMethodsKind.kind,
    target: PAYMENT_METHODS_TARGET,
    ...labelled('settings.change.paymentMethods', {
      methods: { list: body.methods.map((method) => ({ key: PAYMENT_METHOD_KEYS[method] })) },
    }),
    method: 'PUT',
    path: apiPaths.paymentMethods,
    body: jsonBody(body),
  };
}

export function useUpdatePaymentMethods() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: paymentMethodsChange,
    schema: paymentMethodsSchema,
    onSent: (answer) => {
      queryClient.setQueryData(paymentMethodsKey, answer);
      notifySuccess(translate('settings.paymentMethodsSaved'));
    },
  });
}
