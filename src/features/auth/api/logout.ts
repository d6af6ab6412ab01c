// DELETE /api/auth: ends the session on the server; the device forgets it even if that call fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiPaths } from '../../../../contract/api-paths';
import { messageResponseSchema } from '../../../../contract/common';
import { apiRequest } from '../../../lib/api/api-client';
import { endSession } from '../hooks/end-session';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest(apiPaths.auth, {
          method: 'DELETE',
          schema: messageResponseSchema,
          idempotencyKey: crypto.randomUUID(),
        });
      } catch {
        // Offline or already expired: the token is dropped below all the same.
      }
      await endSession(queryClient, () => navigate({ to: '/login' }));
    },
  });
}
