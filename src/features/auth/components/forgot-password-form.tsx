// /forgot-password: asks for the business e-mail and says the same thing whether or not it has an
// account (docs/decisions.md, Accounts); the mail carries a link to /reset-password/{token}. A
// refusal (too many requests, no connection) shows on the field or as the form's alert.
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { currentLanguage } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { passwordResetRequestBodySchema } from '@contract/auth';
import { FormAlert } from '@/components/form-alert';
import { useServerErrors } from '@/lib/forms/server-errors';
import { useRequestPasswordReset } from '../api/password-reset';

const validate = schemaResolver(passwordResetRequestBodySchema, { sync: true });

export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: initialEmail }, validate });
  const refusal = useServerErrors();
  const t = useT();

  const submit = form.onSubmit((values) => {
    setSent(null);
    refusal.clear();
    request.mutate(
      { email: values.email.trim() },
      {
        // The server's English, else its meaning in the owner's language.
        onSuccess: (answer) =>
          setSent(currentLanguage() === 'en' ? answer.msg : t('server.resetRequested')),
        onError: (error) => refusal.show(form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert messages={refusal.alert} />
        {sent && (
          <Alert color="teal" variant="light" title={t('auth.checkInbox')} role="status">
            {sent}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Group justify="space-between" mt="xs">
          <Anchor component={Link} to="/login" size="sm">
            {t('auth.backToLogin')}
          </Anchor>
          <Button type="submit" loading={request.isPending}>
            {sent ? t('auth.sendAnother') : t('auth.sendReset')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('auth.resetNote')}
        </Text>
      </Stack>
    </form>
  );
}
