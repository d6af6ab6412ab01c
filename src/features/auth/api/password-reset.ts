// POST /api/users/password_reset and POST /api/users/password_reset/{token}: a forgotten password
// replaced through the link in a mail (docs/decisions.md, Accounts). Never through the outbox: a
// password is never kept on the device.
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import type { PasswordResetBody, PasswordResetRequestBody } from '@contract/auth';
import { messageResponseSchema } from '@contract/common';
import { apiRequest } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) =>
      apiRequest(apiPaths.passwordReset, {
        method: 'POST',
        json: body,
        schema: messageResponseSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (body: PasswordResetBody) =>
      apiRequest(apiPaths.passwordResetWithToken(token), {
        method: 'POST',
        json: body,
        schema: messageResponseSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
  });
}

/** The server's message when the link itself is refused: unknown (404), used or expired (410). */
export function resetLinkProblemOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 410)) return;
  return error.messages[0];
}
