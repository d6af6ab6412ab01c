// The registration form (spec sections 2 and 5, docs/decisions.md): mismatched passwords are caught
// here and clear only the two password fields, as a refusal by the server does; success clears
// everything and shows the server's message for 20 s. A refusal about one field (the e-mail is
// taken) shows under it, anything else in the form's alert. An address waiting for
// verification gets the resend button (docs/decisions.md, Accounts).
import { memo, useCallback, useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import {
  PASSWORD_RULE,
  REGISTRATION_UNVERIFIED_MESSAGE,
  registerBodySchema,
} from '../../../../contract/auth';
import { FormAlert } from '../../../components/form-alert';
import { messagesOf } from '../../../lib/api/api-error';
import { useServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess, REGISTRATION_ALERT_MS } from '../../../lib/notifications/notify';
import { browserTimeZone, useRegister } from '../api/register';
import { countryOptions, DEFAULT_COUNTRY_ISO, dialCodeOf } from './country-codes';
import { PasswordField } from './password-field';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * The contract's fields, and what only the form has: the repeated password, and the country as its
 * ISO code (the body gets its dialling code). A mismatch is not a field error but a danger alert
 * (docs/decisions.md, Routes and screens), the form's alert, so it is checked on submit.
 */
const registerFormSchema = registerBodySchema
  .omit({ timezone: true, currency: true, clock: true, week_start: true })
  .extend({
    confirmPassword: z.string().min(1, 'Confirm password is required'),
    country: z.string(),
  });

// Made once: a new resolver each render would make every form callback new as well.
const validate = schemaResolver(registerFormSchema, { sync: true });

const initialValues: Required<z.input<typeof registerFormSchema>> = {
  firstname: '',
  lastname: '',
  business_name: '',
  email: '',
  password: '',
  confirmPassword: '',
  country: DEFAULT_COUNTRY_ISO,
  mobile: '',
};

interface CountrySelectProps {
  value: string;
  error: ReactNode;
  onChange: (iso: string) => void;
}

/** Memoized: its 245 options need not render again on every keystroke in the other fields. */
const CountrySelect = memo(function CountrySelect({ value, error, onChange }: CountrySelectProps) {
  return (
    <Select
      label="Country code"
      data={countryOptions}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No country matches"
      value={value}
      error={error}
      onChange={(iso) => iso && onChange(iso)}
    />
  );
});

export const PASSWORDS_MISMATCH_MESSAGE = 'Password do not match';

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const register = useRegister();
  const serverErrors = useServerErrors();
  /** The address the server said is registered but not verified yet. */
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm({
    initialValues,
    validate,
  });
  const { setFieldValue } = form;
  const chooseCountry = useCallback(
    (iso: string) => setFieldValue('country', iso),
    [setFieldValue],
  );

  const submit = form.onSubmit(({ confirmPassword, country, ...values }) => {
    if (values.password !== confirmPassword) {
      serverErrors.showAlert([PASSWORDS_MISMATCH_MESSAGE]);
      form.setValues({ password: '', confirmPassword: '' });
      return;
    }
    setUnverifiedEmail(null);
    register.mutate(
      { ...values, country: dialCodeOf(country), timezone: browserTimeZone() },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.msg, REGISTRATION_ALERT_MS);
          form.reset();
          onRegistered(answer.email);
        },
        onError: (error) => {
          // Every other field keeps what the owner typed (docs/decisions.md, Routes and screens).
          form.setValues({ password: '', confirmPassword: '' });
          serverErrors.show(form, error);
          if (messagesOf(error).includes(REGISTRATION_UNVERIFIED_MESSAGE)) {
            setUnverifiedEmail(values.email.trim());
          }
        },
      },
    );
  });

  return (
    <form
      onSubmit={(event) => {
        serverErrors.clear();
        submit(event);
      }}
      noValidate
    >
      <Stack gap="md">
        <FormAlert messages={serverErrors.alert} />
        {unverifiedEmail && (
          <Alert color="teal" variant="outline" title="This address is waiting for verification">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Open the link we sent to {unverifiedEmail}, or ask for a new one. After 48 hours
                without verification you can register this address again.
              </Text>
              <ResendVerificationButton email={unverifiedEmail} size="xs" />
            </Stack>
          </Alert>
        )}
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
            description={PASSWORD_RULE}
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
          <CountrySelect
            value={form.values.country}
            error={form.errors.country}
            onChange={chooseCountry}
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
          {/* Underlined: in dark mode no link colour is 3:1 from the text beside it (WCAG 1.4.1). */}
          <Anchor component={Link} to="/login" underline="always">
            Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
