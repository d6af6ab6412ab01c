// Business information's "Money, time and week" section (docs/decisions.md, Locale): the currency
// every price is shown in, the 12- or 24-hour clock and the first day of the week. Only the
// display follows them; the data keep the spec's formats.
import { useMemo } from 'react';
import { Paper, Select, SimpleGrid, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface LocaleValues {
  currency: string;
  clock: string;
  week_start: string;
}

const CLOCK_OPTIONS = [
  { value: '12h', label: '12-hour (02:30 PM)' },
  { value: '24h', label: '24-hour (14:30)' },
];

const WEEK_START_OPTIONS = [
  { value: '1', label: 'Monday' },
  { value: '7', label: 'Sunday' },
  { value: '6', label: 'Saturday' },
];

/** "NOK – Norwegian Krone" for every ISO 4217 code the browser can format. */
function currencyOptions(current: string): { value: string; label: string }[] {
  let codes: string[];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    codes = [];
  }
  if (current && !codes.includes(current)) codes = [current, ...codes];
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'currency' });
  } catch {
    names = undefined;
  }
  return codes.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} – ${name}` : code };
  });
}

// The whole form's values type is not needed here: only these three fields are read.
export function BusinessLocaleFields<T extends LocaleValues>({
  form,
}: {
  form: UseFormReturnType<T>;
}) {
  const current = form.values.currency;
  const currencies = useMemo(() => currencyOptions(current), [current]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="locale-heading">
      <Title order={2} size="h4" id="locale-heading" mb="sm">
        Money, time and week
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label="Currency"
          description="Prices everywhere, the booking page and its e-mails"
          data={currencies}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No currency matches"
          limit={200}
          {...form.getInputProps('currency')}
        />
        <Select
          label="Clock"
          description="How times of day are shown"
          data={CLOCK_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('clock')}
        />
        <Select
          label="First day of the week"
          description="Calendar, date pickers and working hours"
          data={WEEK_START_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('week_start')}
        />
      </SimpleGrid>
    </Paper>
  );
}
