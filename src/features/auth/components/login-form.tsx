// The login form (docs/decisions.md, Routes and screens): a refusal shows the server's msg as the
// form's alert and, for an address that is not verified yet, a way to resend the link
// (docs/decisions.md, Routes and screens).
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { serverText } from '@/lib/i18n/server-text';
import { currentLanguage } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { FormAlert } from '@/components/form-alert';
import { messagesOf } from '@/lib/api/api-error';
import { loginFailureOf, useLogin } from '../api/login';
import { PasswordField } from './password-field';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * The contract's checks of the sign-in body. The contract, and zod with it, loads on submit, not
 * with the login screen (bench/README.md, Route weight); if it cannot load, the server checks.
 */
async function checkLogin(values: { email: string; password: string }): Promise<FormErrors> {
  const contract = await import('@contract/auth').catch(() => undefined);
  if (!contract) return {};
  return schemaResolver(contract.loginBodySchema)(values);
}

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Two fields in plain state, not @mantine/form's useForm: that would be 6 kB of the login
  // screen's JavaScript, 4% of its budget (bench/README.md, Route weight).
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  /** The refusal of the last attempt; gone when the owner submits again. */
  const [alert, setAlert] = useState<string[]>([]);
  const t = useT();

  const field = (name: 'email' | 'password') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert([]);
    const found = await checkLogin(values);
    setErrors(found);
    if (found.email || found.password) return;
    setUnverifiedEmail(null);
    login.mutate(values, {
      onSuccess: () => void navigate({ to: '/dashboard' }),
      onError: (error) =>
        void loginFailureOf(error).then((failure) => {
          if (!failure) return setAlert(messagesOf(error).map((msg) => serverText({ msg })));
          // In Norwegian, told from what the failure says (docs/decisions.md, Languages).
          const text =
            currentLanguage() === 'en'
              ? failure.msg
              : t(failure.unverified ? 'server.notVerified' : 'server.badCredentials');
          setAlert([text]);
          if (failure.unverified) setUnverifiedEmail(values.email.trim());
        }),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormAlert messages={alert} />
        {unverifiedEmail && (
          <Alert color="teal" variant="outline" title={t('auth.unverifiedTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('auth.unverifiedBody', { email: unverifiedEmail })}</Text>
              <ResendVerificationButton email={unverifiedEmail} size="xs" />
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <Stack gap={4}>
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            required
            {...field('password')}
          />
          <Anchor
            component={Link}
            to="/forgot-password"
            size="sm"
            style={{ alignSelf: 'flex-end' }}
          >
            {t('auth.forgot')}
          </Anchor>
        </Stack>
        <Group justify="space-between" mt="xs">
          <Anchor component={Link} to="/" size="sm">
            {t('auth.cancel')}
          </Anchor>
          <Button type="submit" loading={login.isPending}>
            {t('auth.login')}
          </Button>
        </Group>
        <Text size="sm" ta="center">
          {t('auth.newHere')}{' '}
          {/* Underlined: in dark mode no link colour is 3:1 from the text beside it (WCAG 1.4.1). */}
          <Anchor component={Link} to="/register" underline="always">
            {t('auth.registerBusiness')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
