// GET /api/users/{id}/verify/{token}: the link from the verification mail. A query rather than an
// effect, so React's double effects in development and a remount never spend the single-use token
// twice.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { verifyResponseSchema } from '@contract/auth';
import { apiRequest } from '@/lib/api/api-client';

export function verifyEmailQueryOptions(id: string, token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-email', id, token],
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.verify(id, token), { schema: verifyResponseSchema, signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A link's answer is about that moment: opening it again must ask the server again.
    meta: { persist: false },
  });
}
