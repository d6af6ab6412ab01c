// PUT /api/business-settings/payment-methods (through the outbox): which methods the checkout
// offers (docs/decisions.md, Checkout). Shown at once in the settings and the next checkout.
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import {
  PAYMENT_METHOD_LABELS,
  paymentMethodsSchema,
  type PaymentMethods,
} from '../../../../contract/checkout';
import { notifySuccess } from '../../../lib/notifications/notify';
import { defineChangeKind, itemUpdate, jsonBody } from '../../../lib/offline/change-kinds';
import type { OutboxChange } from '../../../lib/offline/outbox-runtime';
import { useOutboxMutation } from '../../../lib/offline/use-outbox-mutation';
import { paymentMethodsKey } from '../../../lib/payments/payment-methods-query';

export const PAYMENT_METHODS_TARGET = 'payment-methods';

export const updatePaymentMethodsKind = defineChangeKind({
  kind: 'settings.paymentMethods',
  encoding: 'json',
  schema: paymentMethodsSchema,
  overlay: (body) => [itemUpdate<PaymentMethods>(paymentMethodsKey, () => body)],
});

function paymentMethodsChange(body: PaymentMethods): OutboxChange {
  return {
    kind: updatePaymentMethodsKind.kind,
    target: PAYMENT_METHODS_TARGET,
    label: `Payment methods: ${body.methods.map((m) => PAYMENT_METHOD_LABELS[m]).join(', ')}`,
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
      notifySuccess('Payment methods saved');
    },
  });
}
