// A client's names, phone and e-mail, for "Add client" and "Edit details": checked with the
// contract's schema, so the form refuses what the server would, in the owner's language
// (client-form-checks.ts).
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ClientFields } from '@contract/clients';
import { useT } from '@/lib/i18n/use-t';
import { clientFormErrors, type ClientFormValues } from './client-form-checks';

interface ClientFormProps {
  initialValues?: ClientFormValues;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (body: ClientFields) => void;
}

const EMPTY: ClientFormValues = { firstName: '', lastName: '', phone: '', email: '' };

export function ClientForm(props: ClientFormProps) {
  const t = useT();
  const form = useForm<ClientFormValues>({
    initialValues: props.initialValues ?? EMPTY,
    validate: (values) => clientFormErrors(t, values),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        props.onSubmit({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phone: values.phone.trim(),
          email: values.email.trim(),
        }),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('clients.firstName')}
            required
            maxLength={100}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('clients.lastName')}
            maxLength={100}
            autoComplete="off"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('clients.phone')}
          type="tel"
          maxLength={40}
          autoComplete="off"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('clients.email')}
          type="email"
          maxLength={200}
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('clients.cancel')}
          </Button>
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
