// POST /api/users: registers the owner and their business; the answer's msg tells them to check
// their inbox. Registration leaves the visitor signed out (docs/decisions.md, Appointments and
// clients).
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { registerResponseSchema, type RegisterBody } from '@contract/auth';
import { apiRequest } from '@/lib/api/api-client';
import { browserLocaleDefaults } from '@/lib/format/business-locale';
import { setToken } from '@/lib/session/token-store';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiRequest(apiPaths.register, {
        method: 'POST',
        // The clock and first weekday come from the browser's locale; the currency from the
        // country, on the server (docs/decisions.md, Locale).
        json: { ...browserLocaleDefaults(), ...body },
        schema: registerResponseSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSettled: () => setToken(null),
  });
}

/** The browser's IANA time zone, which becomes the business's (docs/decisions.md, Data). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
