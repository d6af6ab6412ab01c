// /reset-password/{token}: the link from the reset mail. The new password twice, with the
// contract's rules (8 to 128, said under the field before any submit); a mismatch never reaches
// the server. A used, expired or unknown link says so and offers a new one (docs/decisions.md,
// Accounts); any other refusal shows on its field or as the form's alert.
import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { currentLanguage } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { PASSWORD_MAX, PASSWORD_MIN, passwordResetBodySchema } from '@contract/auth';
import { FormAlert } from '@/components/form-alert';
import { useServerErrors } from '@/lib/forms/server-errors';
import { getToken } from '@/lib/session/token-store';
import { resetLinkProblemOf, useResetPassword } from '../api/password-reset';
import { endSession } from '../hooks/end-session';
import { PasswordField } from './password-field';

export const PASSWORDS_MISMATCH_MESSAGE = 'The two passwords do not match';

const validate = schemaResolver(
  passwordResetBodySchema
    .extend({ confirmPassword: z.string().min(1, 'Confirm password is required') })
    .refine((values) => values.password === values.confirmPassword, {
      message: PASSWORDS_MISMATCH_MESSAGE,
      path: ['confirmPassword'],
    }),
  { sync: true },
);

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword(token);
  const queryClient = useQueryClient();
  const t = useT();
  const [done, setDone] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const form = useForm({ initialValues: { password: '', confirmPassword: '' }, validate });
  const refusal = useServerErrors();

  const submit = form.onSubmit(({ password }) => {
    refusal.clear();
    reset.mutate(
      { password },
      {
        onSuccess: async (answer) => {
          form.reset();
          setDone(currentLanguage() === 'en' ? answer.msg : t('auth.passwordChangedBody'));
          // Every session ended on the server; one kept on this browser is forgotten with its data.
          if (getToken()) await endSession(queryClient, async () => {});
        },
        onError: (error) => {
          const problem = resetLinkProblemOf(error);
          if (problem) setLinkProblem(problem);
          else refusal.show(form, error);
        },
      },
    );
  });

  if (done) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert
          color="teal"
          variant="light"
          title={t('auth.passwordChanged')}
          role="status"
          w="100%"
        >
          {done}
        </Alert>
        <Button component={Link} to="/login">
          {t('auth.login')}
        </Button>
      </Stack>
    );
  }
  if (linkProblem) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert
          color="red"
          variant="light"
          title={currentLanguage() === 'en' ? linkProblem : t('auth.resetLinkInvalid')}
          role="alert"
          w="100%"
        >
          {t('auth.resetLinksNote')}
        </Alert>
        <Button component={Link} to="/forgot-password">
          {t('auth.askNewLink')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert messages={refusal.alert} />
        <PasswordField
          label={t('auth.newPassword')}
          autoComplete="new-password"
          required
          description={t('auth.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('auth.confirmNewPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={reset.isPending} mt="xs">
          {t('auth.saveNewPassword')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('auth.signedOutEverywhere')}
        </Text>
      </Stack>
    </form>
  );
}
