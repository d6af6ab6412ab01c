// POST /api/users/resend_verification: a new verification link, at most one a minute (429).
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '@/lib/i18n/language-store';
import { translate } from '@/lib/i18n/use-t';
import { apiPaths } from '@contract/api-paths';
import type { ResendVerificationBody } from '@contract/auth';
import { apiRequest } from '@/lib/api/api-client';
import { notifyError, notifySuccess } from '@/lib/notifications/notify';

export function useResendVerification() {
  return useMutation({
    mutationFn: (body: ResendVerificationBody) =>
      apiRequest(apiPaths.resendVerification, {
        method: 'POST',
        json: body,
        // Imported on use: the button sits on the login screen, which loads no zod.
        schema: () => import('@contract/common').then((common) => common.messageResponseSchema),
        idempotencyKey: crypto.randomUUID(),
      }),
    // The server's English, else its meaning in the owner's language (docs/decisions.md, Languages).
    onSuccess: (answer) =>
      notifySuccess(currentLanguage() === 'en' ? answer.msg : translate('server.resendSent')),
    onError: (error) => notifyError(error),
  });
}
