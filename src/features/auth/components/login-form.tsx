// The login form (spec sections 2 and 5): a refusal shows the server's msg as a danger alert and,
// for an address that is not verified yet, a way to resend the link (decisions.md, Routes).
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { notifyDanger, notifyError } from '../../../lib/notifications/notify';
import { loginFailureOf, useLogin } from '../api/login';
import { PasswordField } from './password-field';
import { ResendVerificationButton } from './resend-verification-button';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() ? null : 'Business email is required'),
      password: (value) => (value ? null : 'Password is required'),
    },
  });

  const submit = form.onSubmit((values) => {
    setUnverifiedEmail(null);
    login.mutate(values, {
      onSuccess: () => void navigate({ to: '/dashboard' }),
      onError: (error) => {
        const failure = loginFailureOf(error);
        if (!failure) return notifyError(error);
        notifyDanger(failure.msg);
        if (failure.unverified) setUnverifiedEmail(values.email.trim());
      },
    });
  });

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
          {...form.getInputProps('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
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
