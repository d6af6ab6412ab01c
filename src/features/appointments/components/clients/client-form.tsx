// A client's names, phone and e-mail, for "Add client" and "Edit details": checked with the
// contract's schema, so the form refuses what the server would, with the same sentences.
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ClientFields, clientBodySchema } from '../../../../../contract/clients';

export interface ClientFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

interface ClientFormProps {
  initialValues?: ClientFormValues;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (body: ClientFields) => void;
}

const validate = schemaResolver(clientBodySchema, { sync: true });

const EMPTY: ClientFormValues = { firstName: '', lastName: '', phone: '', email: '' };

export function ClientForm(props: ClientFormProps) {
  const form = useForm<ClientFormValues>({
    initialValues: props.initialValues ?? EMPTY,
    validate,
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
            label="First name"
            required
            maxLength={100}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            required
            maxLength={100}
            autoComplete="off"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Phone"
          type="tel"
          maxLength={40}
          autoComplete="off"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="E-mail"
          type="email"
          maxLength={200}
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
