// The registration form (spec sections 2 and 5, decisions.md): mismatched passwords are caught
// here and clear only the two password fields; success clears everything and shows the server's
// message for 20 s.
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import {
  notifyDanger,
  notifyError,
  notifySuccess,
  REGISTRATION_ALERT_MS,
} from '../../../lib/notifications/notify';
import { browserTimeZone, useRegister } from '../api/register';
import { countryOptions, DEFAULT_COUNTRY_ISO, dialCodeOf } from './country-codes';
import { PasswordField } from './password-field';

const required = (label: string) => (value: string) =>
  value.trim() ? null : `${label} is required`;

const initialValues = {
  firstname: '',
  lastname: '',
  business_name: '',
  email: '',
  password: '',
  confirmPassword: '',
  country: DEFAULT_COUNTRY_ISO,
  mobile: '',
};

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const register = useRegister();
  const form = useForm({
    initialValues,
    validate: {
      firstname: required('First name'),
      lastname: required('Last name'),
      business_name: required('Business name'),
      email: required('Business email'),
      password: (value) => (value ? null : 'Password is required'),
      confirmPassword: (value) => (value ? null : 'Confirm password is required'),
    },
  });

  const submit = form.onSubmit(({ confirmPassword, country, ...values }) => {
    if (values.password !== confirmPassword) {
      notifyDanger('Password do not match');
      form.setValues({ password: '', confirmPassword: '' });
      return;
    }
    register.mutate(
      { ...values, country: dialCodeOf(country), timezone: browserTimeZone() },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.msg, REGISTRATION_ALERT_MS);
          form.reset();
          onRegistered(answer.email);
        },
        onError: (error) => notifyError(error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...form.getInputProps('firstname')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            {...form.getInputProps('lastname')}
          />
        </SimpleGrid>
        <TextInput
          label="Business name"
          autoComplete="organization"
          required
          {...form.getInputProps('business_name')}
        />
        <TextInput
          label="Business email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect
            label="Country code"
            data={countryOptions}
            {...form.getInputProps('country')}
          />
          <TextInput
            label="Business mobile"
            type="tel"
            autoComplete="tel-national"
            {...form.getInputProps('mobile')}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="xs">
          <Anchor component={Link} to="/" size="sm">
            Cancel
          </Anchor>
          <Button type="submit" loading={register.isPending}>
            Register
          </Button>
        </Group>
        <Text size="sm" ta="center">
          Already registered?{' '}
          <Anchor component={Link} to="/login">
            Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
