// The registration form (docs/decisions.md): mismatched passwords are caught
// here and clear only the two password fields, as a refusal by the server does; success clears
// everything and shows the server's message for 20 s. A refusal about one field shows under it,
// anything else in the form's alert. An address that already has an account is
// answered like a new one: the mail says what to do (docs/decisions.md, Accounts).
import { memo, useCallback, type ReactNode } from 'react';
import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { currentLanguage } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { PASSWORD_MAX, PASSWORD_MIN, registerBodySchema } from '@contract/auth';
import { FormAlert } from '@/components/form-alert';
import { useServerErrors } from '@/lib/forms/server-errors';
import { notifySuccess, REGISTRATION_ALERT_MS } from '@/lib/notifications/notify';
import { browserTimeZone, useRegister } from '../api/register';
import { countryOptions, DEFAULT_COUNTRY_ISO, dialCodeOf } from './country-codes';
import { PasswordField } from './password-field';

/**
 * The contract's fields, and what only the form has: the repeated password, and the country as its
 * ISO code (the body gets its dialling code). A mismatch is not a field error but a danger alert
 * (docs/decisions.md, Routes and screens), the form's alert, so it is checked on submit.
 */
const registerFormSchema = registerBodySchema
  .omit({ timezone: true, currency: true, clock: true, week_start: true, language: true })
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
  const t = useT();
  return (
    <Select
      label={t('auth.countryCode')}
      data={countryOptions}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('auth.noCountry')}
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
  const t = useT();
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
      serverErrors.showAlert([t('server.passwordsMismatch')]);
      form.setValues({ password: '', confirmPassword: '' });
      return;
    }
    register.mutate(
      // The language shown now becomes the owner's (docs/decisions.md, Languages).
      {
        ...values,
        country: dialCodeOf(country),
        timezone: browserTimeZone(),
        language: currentLanguage(),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(
            currentLanguage() === 'en'
              ? answer.msg
              : t('server.checkInbox', { email: answer.email }),
            REGISTRATION_ALERT_MS,
          );
          form.reset();
          onRegistered(answer.email);
        },
        onError: (error) => {
          // Every other field keeps what the owner typed (docs/decisions.md, Routes and screens).
          form.setValues({ password: '', confirmPassword: '' });
          serverErrors.show(form, error);
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('auth.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstname')}
          />
          <TextInput
            label={t('auth.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastname')}
          />
        </SimpleGrid>
        <TextInput
          label={t('auth.businessName')}
          autoComplete="organization"
          required
          {...form.getInputProps('business_name')}
        />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PasswordField
            label={t('auth.password')}
            autoComplete="new-password"
            required
            description={t('auth.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
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
            label={t('auth.mobile')}
            type="tel"
            autoComplete="tel-national"
            {...form.getInputProps('mobile')}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="xs">
          <Anchor component={Link} to="/" size="sm">
            {t('auth.cancel')}
          </Anchor>
          <Button type="submit" loading={register.isPending}>
            {t('auth.register')}
          </Button>
        </Group>
        <Text size="sm" ta="center">
          {t('auth.alreadyRegistered')}{' '}
          {/* Underlined: in dark mode no link colour is 3:1 from the text beside it (WCAG 1.4.1). */}
          <Anchor component={Link} to="/login" underline="always">
            {t('auth.login')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
