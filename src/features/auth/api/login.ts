// POST /api/auth: signs in, stores the token and loads the owner before the dashboard opens.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import type { LoginBody, LoginFailure } from '@contract/auth';
import { apiRequest } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { setToken } from '@/lib/session/token-store';

// The contract's schemas, and zod with them, load when the owner signs in, not with the login
// screen: zod alone would be a sixth of the screen's budget (bench/README.md, Route weight).
const authContract = () => import('@contract/auth');

/**
 * The refusal's body (wrong password, unverified e-mail), or undefined for other failures and
 * when the contract cannot load (then the refusal's `errors` still say what went wrong).
 */
export async function loginFailureOf(error: unknown): Promise<LoginFailure | undefined> {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const contract = await authContract().catch(() => undefined);
  const parsed = contract?.loginFailureSchema.safeParse(error.body);
  return parsed?.success ? parsed.data : undefined;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const { token } = await apiRequest(apiPaths.auth, {
        method: 'POST',
        json: body,
        schema: () => authContract().then((contract) => contract.loginResponseSchema),
        idempotencyKey: crypto.randomUUID(),
      });
      setToken(token);
      try {
        return await queryClient.fetchQuery(currentUserQueryOptions());
      } catch (error) {
        // A session whose owner cannot be read is no use: do not keep half a sign-in.
        setToken(null);
        throw error;
      }
    },
    onError: () => {
      // docs/decisions.md, Appointments and clients: a failed login removes the token.
      setToken(null);
    },
  });
}
