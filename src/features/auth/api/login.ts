// POST /api/auth: signs in, stores the token and loads the owner before the dashboard opens.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import {
  loginFailureSchema,
  loginResponseSchema,
  type LoginBody,
  type LoginFailure,
} from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { currentUserQueryOptions } from '../../../lib/session/current-user';
import { setToken } from '../../../lib/session/token-store';

/** The refusal's body (wrong password, unverified e-mail), or undefined for other failures. */
export function loginFailureOf(error: unknown): LoginFailure | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const parsed = loginFailureSchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const { token } = await apiRequest(apiPaths.auth, {
        method: 'POST',
        json: body,
        schema: loginResponseSchema,
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
      // Spec section 4: a failed login removes the token.
      setToken(null);
    },
  });
}
