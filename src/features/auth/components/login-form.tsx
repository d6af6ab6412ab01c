// The login form (spec sections 2 and 5): a refusal shows the server's msg as a danger alert and,
// for an address that is not verified yet, a way to resend the link (decisions.md, Routes).
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { notifyDanger, notifyError } from '../../../lib/notifications/notify';
import { loginFailureOf, useLogin } from '../api/login';
import { PasswordField } from './password-field';
import { ResendVerificationButton } from './resend-verification-button';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Two required fields in plain state, not @mantine/form: that would be 6 kB of the login
  // screen's JavaScript, 4% of its budget (bench/README.md, Route weight).
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const field = (name: 'email' | 'password') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = {
      email: values.email.trim() ? undefined : 'Business email is required',
      password: values.password ? undefined : 'Password is required',
    };
    setErrors(missing);
    if (missing.email || missing.password) return;
    setUnverifiedEmail(null);
    login.mutate(values, {
      onSuccess: () => void navigate({ to: '/dashboard' }),
      onError: (error) =>
        void loginFailureOf(error).then((failure) => {
          if (!failure) return notifyError(error);
          notifyDanger(failure.msg);
          if (failure.unverified) setUnverifiedEmail(values.email.trim());
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {unverifiedEmail && (
          <Alert color="teal" variant="outline" title="Your business email is not verified yet">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Open the link we sent to {unverifiedEmail}, or ask for a new one.
              </Text>
              <ResendVerificationButton email={unverifiedEmail} size="xs" />
            </Stack>
          </Alert>
        )}
        <TextInput
          label="Business email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <Group justify="space-between" mt="xs">
          <Anchor component={Link} to="/" size="sm">
            Cancel
          </Anchor>
          <Button type="submit" loading={login.isPending}>
            Login
          </Button>
        </Group>
        <Text size="sm" ta="center">
          New here?{' '}
          <Anchor component={Link} to="/register">
            Register your business
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
