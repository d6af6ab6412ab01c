// "Payment methods": which of cash, card, Vipps and other the checkout offers (docs/decisions.md,
// Checkout). Each tick is saved at once through the outbox; the last method cannot be unticked,
// as the server would refuse a business that takes no payment.
import './styles';
import { Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_METHODS } from '@contract/checkout';
import { PendingBadge } from '@/components/offline/pending-badge';
import { QueryState } from '@/components/query-state';
import { paymentMethodsQueryOptions } from '@/lib/payments/payment-methods-query';
import { useT } from '@/lib/i18n/use-t';
import {
  PAYMENT_METHOD_KEYS,
  PAYMENT_METHODS_TARGET,
  useUpdatePaymentMethods,
} from '../api/update-payment-methods';

export function PaymentMethodsCard() {
  const t = useT();
  const methods = useQuery(paymentMethodsQueryOptions());
  const update = useUpdatePaymentMethods();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="payment-methods-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="payment-methods-title">
          {t('settings.paymentMethods')}
        </Title>
        <PendingBadge target={PAYMENT_METHODS_TARGET} />
      </Group>
      <QueryState
        query={methods}
        loadingLabel={t('settings.paymentMethodsLoading')}
        errorTitle={t('settings.paymentMethodsLoadError')}
      >
        {({ methods: taken }) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('settings.paymentMethodsHint')}
            </Text>
            <Checkbox.Group
              aria-labelledby="payment-methods-title"
              value={taken}
              onChange={(values) => {
                const chosen = PAYMENT_METHODS.filter((method) => values.includes(method));
                if (chosen.length > 0) update.mutate({ methods: chosen });
              }}
            >
              <Group gap="md">
                {PAYMENT_METHODS.map((method) => (
                  <Checkbox
                    key={method}
                    value={method}
                    label={t(PAYMENT_METHOD_KEYS[method])}
                    disabled={taken.length === 1 && taken[0] === method}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
