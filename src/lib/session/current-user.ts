// The signed-in owner (GET /api/auth): the top bar's initials, the business-information form and
// the auth guard all read this one query.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { apiRequest } from '../api/api-client';
import { getToken } from './token-store';

export const currentUserQueryKey = ['auth', 'current-user'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.auth, {
        // Imported on use: signing in reads the owner, and the login screen loads no zod.
        schema: () => import('@contract/auth').then((contract) => contract.currentUserSchema),
        signal,
      }),
    enabled: getToken() !== null,
    staleTime: 5 * 60 * 1000,
  });
}
