// The "Check out" dialog's form (docs/decisions.md, Checkout): what the client paid for the
// services (the booking's total to start with; empty for a "From" price, which asks for the real
// one), the method among those the business takes, and an optional discount and tip, written as
// the business writes money (a decimal comma, its currency sign). Through the outbox like every
// change (docs/offline.md).
import './styles';
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '@contract/appointments';
import { parsePriceToCents } from '@contract/catalogue';
import { checkoutBodySchema, type CheckoutBody } from '@contract/checkout';
import { currencySymbol } from '@/lib/format/business-locale';
import { amountInputText } from '@/lib/format/money';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import { paymentMethodsQueryOptions } from '@/lib/payments/payment-methods-query';
import { useCheckoutAppointment } from '../../api/checkout-appointment';
import { bookingId, customerName } from '../shared/booking-format';
import { useHasFromPrice } from '../shared/from-price';

type Field = 'amount' | 'discount' | 'tip' | 'method';

interface CheckoutFormProps {
  appointment: Appointment;
  /** Back to the booking's details, recorded or not. */
  onDone: () => void;
}

/** Minor units of a typed amount; 0 for empty or unreadable text (the schema says why). */
function centsOf(text: string): number {
  const cents = parsePriceToCents(text);
  return typeof cents === 'number' ? cents : 0;
}

export function CheckoutForm({ appointment, onDone }: CheckoutFormProps) {
  const t = useT();
  const { currency, formatPrice } = useBusinessLocale();
  const symbol = currencySymbol(currency);
  const methods = useQuery(paymentMethodsQueryOptions());
  const fromPrice = useHasFromPrice(appointment) ?? false;
  const [amount, setAmount] = useState<string | null>(null);
  const [discount, setDiscount] = useState('');
  const [tip, setTip] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const checkout = useCheckoutAppointment();

  // Until the owner types an amount: the total less the discount, or nothing for a "From" price.
  const suggested = Math.max(0, Math.round(appointment.amount * 100) - centsOf(discount)) / 100;
  const amountText = amount ?? (fromPrice ? '' : amountInputText(suggested));
  const offered = methods.data?.methods ?? [];
  const method = chosen ?? offered[0] ?? null;
  const takings = (centsOf(amountText) + centsOf(tip)) / 100;
  const label = `${bookingId(appointment.id)} (${customerName(appointment)})`;

  const submit = () => {
    const parsed = checkoutBodySchema.safeParse({
      amount: amountText,
      method: method ?? '',
      ...(discount.trim() ? { discount } : {}),
      ...(tip.trim() ? { tip } : {}),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'amount' || field === 'discount' || field === 'tip' || field === 'method') {
          next[field] ??= field === 'method' ? t('checkout.chooseMethod') : issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const body: CheckoutBody = parsed.data;
    checkout.mutate({ booking: appointment, body }, { onSuccess: onDone });
  };

  const moneyField = {
    inputMode: 'decimal' as const,
    // The business's sign, not the spec's "$" (docs/decisions.md, Locale).
    leftSection: symbol,
    leftSectionWidth: Math.max(36, symbol.length * 10 + 16),
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t(fromPrice ? 'checkout.bookedFrom' : 'checkout.bookedAt', {
            label,
            amount: formatPrice(appointment.amount),
          })}
        </Text>
        <TextInput
          label={t('checkout.amount')}
          description={fromPrice ? t('checkout.amountFromHint') : t('checkout.amountHint')}
          required
          data-autofocus
          placeholder={amountInputText(appointment.amount)}
          value={amountText}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={errors.amount}
          {...moneyField}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label={t('checkout.discount')}
            placeholder={amountInputText(0)}
            value={discount}
            onChange={(event) => setDiscount(event.currentTarget.value)}
            error={errors.discount}
            {...moneyField}
          />
          <TextInput
            label={t('checkout.tip')}
            placeholder={amountInputText(0)}
            value={tip}
            onChange={(event) => setTip(event.currentTarget.value)}
            error={errors.tip}
            {...moneyField}
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} id="checkout-method" mb={4}>
            {t('checkout.method')}
          </Text>
          {methods.isError ? (
            <Alert color="red" title={t('checkout.methodsError')}>
              {t('checkout.methodsErrorBody')}
            </Alert>
          ) : (
            <SegmentedControl
              aria-labelledby="checkout-method"
              fullWidth
              value={method ?? ''}
              onChange={setChosen}
              data={offered.map((value) => ({
                value,
                label: t('checkout.methodName', { method: value }),
              }))}
            />
          )}
          {errors.method && (
            <Text size="xs" c="red.8" mt={4}>
              {errors.method}
            </Text>
          )}
        </div>
        <Group justify="space-between">
          <Text fw={600}>{t('checkout.takings')}</Text>
          <Text fw={600} data-testid="checkout-takings">
            {formatPrice(takings)}
          </Text>
        </Group>
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('checkout.back')}
          </Button>
          <Button type="submit" color="teal.9" loading={checkout.isPending}>
            {t('checkout.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
