// Business information's address: street, postal code and city, shown on the booking page with a
// map link and in the mails to clients (docs/decisions.md, Address and booking page).
import { Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CITY_MAX, POSTAL_CODE_MAX, STREET_ADDRESS_MAX } from '@contract/business-address';
import { useT } from '@/lib/i18n/use-t';

interface AddressValues {
  street_address: string;
  postal_code: string;
  city: string;
}

export function BusinessAddressCard<T extends AddressValues>({
  form,
}: {
  form: UseFormReturnType<T>;
}) {
  const t = useT();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="address-heading">
      <Title order={2} size="h4" id="address-heading">
        {t('businessAddress.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('businessAddress.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('businessAddress.street')}
          autoComplete="street-address"
          maxLength={STREET_ADDRESS_MAX}
          {...form.getInputProps('street_address')}
        />
        <TextInput
          label={t('businessAddress.postalCode')}
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_MAX}
          {...form.getInputProps('postal_code')}
        />
        <TextInput
          label={t('businessAddress.city')}
          autoComplete="address-level2"
          maxLength={CITY_MAX}
          {...form.getInputProps('city')}
        />
      </SimpleGrid>
    </Paper>
  );
}
