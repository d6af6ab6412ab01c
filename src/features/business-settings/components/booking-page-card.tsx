// Business information's "Online booking page": the booking link (docs/decisions.md, Booking link)
// and what the page asks a client for (docs/decisions.md, Address and booking page).
import { Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BOOKING_PAGE_PREFIX } from '@contract/business-settings';
import { BOOKING_CONTACT_RULES, type BookingContactRule } from '@contract/business-address';
import { type AppKey, useT } from '@/lib/i18n/use-t';

/** Each rule's words, named in full so the catalogs' check sees every key used. */
const RULE_LABELS = {
  either: 'bookingContact.either',
  phone: 'bookingContact.phone',
  email: 'bookingContact.email',
  both: 'bookingContact.both',
} as const satisfies Record<BookingContactRule, AppKey>;

interface BookingPageValues {
  slug: string;
  booking_contact: string;
}

export function BookingPageCard<T extends BookingPageValues>({
  form,
}: {
  form: UseFormReturnType<T>;
}) {
  const t = useT();
  const bookingUrl = `${window.location.origin}${BOOKING_PAGE_PREFIX}${form.values.slug}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="booking-link-heading">
      <Title order={2} size="h4" id="booking-link-heading" mb="sm">
        {t('settings.bookingPage')}
      </Title>
      <Stack gap="md">
        <TextInput
          label={t('onlineBooking.link')}
          description={
            <>
              {t('settings.bookingLinkBefore')}{' '}
              <Text span inherit fw={500} style={{ wordBreak: 'break-all' }}>
                {bookingUrl}
              </Text>
              {t('settings.bookingLinkAfter')}
            </>
          }
          leftSection={
            <Text size="sm" c="dimmed">
              {BOOKING_PAGE_PREFIX}
            </Text>
          }
          leftSectionWidth={56}
          leftSectionPointerEvents="none"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maw={480}
          {...form.getInputProps('slug')}
        />
        <Select
          label={t('bookingContact.label')}
          description={t('bookingContact.hint')}
          data={BOOKING_CONTACT_RULES.map((rule) => ({
            value: rule,
            label: t(RULE_LABELS[rule]),
          }))}
          allowDeselect={false}
          maw={480}
          {...form.getInputProps('booking_contact')}
        />
      </Stack>
    </Paper>
  );
}
