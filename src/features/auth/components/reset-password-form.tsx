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
import { PASSWORD_RULE, passwordResetBodySchema } from '../../../../contract/auth';
import { FormAlert } from '../../../components/form-alert';
import { useServerErrors } from '../../../lib/forms/server-errors';
import { getToken } from '../../../lib/session/token-store';
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
          setDone(answer.msg);
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
        <Alert color="teal" variant="light" title="Password changed" role="status" w="100%">
          {done}
        </Alert>
        <Button component={Link} to="/login">
          Login
        </Button>
      </Stack>
    );
  }
  if (linkProblem) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="red" variant="light" title={linkProblem} role="alert" w="100%">
          Reset links work once and for one hour. Ask for a new one: it reaches you in a minute.
        </Alert>
        <Button component={Link} to="/forgot-password">
          Ask for a new link
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          Back to login
        </Anchor>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert messages={refusal.alert} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          description={PASSWORD_RULE}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={reset.isPending} mt="xs">
          Save new password
        </Button>
        <Text size="sm" c="dimmed">
          Every device signed in to this account is signed out.
        </Text>
      </Stack>
    </form>
  );
}
