// Business information's "Money, time and week" section (docs/decisions.md, Locale): the currency
// every price is shown in, the 12- or 24-hour clock and the first day of the week. Only the
// display follows them; the data keep the spec's formats.
import { useMemo } from 'react';
import { Paper, Select, SimpleGrid, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LANGUAGE_LOCALES, type Language } from '@contract/i18n/language';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { capitalized, weekdayNames } from '@/lib/i18n/weekday-names';

interface LocaleValues {
  currency: string;
  clock: string;
  week_start: string;
}

/** The weeks a business may start on, as ISO weekdays: Monday, Sunday, Saturday. */
const WEEK_STARTS = [1, 7, 6];

/** "NOK – Norwegian Krone", "NOK – norske kroner" for every ISO 4217 code the browser formats. */
function currencyOptions(current: string, language: Language): { value: string; label: string }[] {
  let codes: string[];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    codes = [];
  }
  if (current && !codes.includes(current)) codes = [current, ...codes];
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([LANGUAGE_LOCALES[language]], { type: 'currency' });
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
  const t = useT();
  const language = useLanguage();
  const current = form.values.currency;
  const currencies = useMemo(() => currencyOptions(current, language), [current, language]);
  const clockOptions = [
    { value: '12h', label: t('settings.clock12') },
    { value: '24h', label: t('settings.clock24') },
  ];
  const dayNames = weekdayNames(language).map(capitalized);
  const weekStartOptions = WEEK_STARTS.map((day) => ({
    value: String(day),
    label: dayNames[day - 1] ?? String(day),
  }));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="locale-heading">
      <Title order={2} size="h4" id="locale-heading" mb="sm">
        {t('settings.localeHeading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('settings.currency')}
          description={t('settings.currencyHint')}
          data={currencies}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('settings.noCurrency')}
          limit={200}
          {...form.getInputProps('currency')}
        />
        <Select
          label={t('settings.clock')}
          description={t('settings.clockHint')}
          data={clockOptions}
          allowDeselect={false}
          {...form.getInputProps('clock')}
        />
        <Select
          label={t('settings.weekStart')}
          description={t('settings.weekStartHint')}
          data={weekStartOptions}
          allowDeselect={false}
          {...form.getInputProps('week_start')}
        />
      </SimpleGrid>
    </Paper>
  );
}
