// DELETE /api/auth: ends the session on the server; the device forgets it even if that call fails,
// and with it the owner's pending changes (the layout asked first when there were any).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiPaths } from '@contract/api-paths';
import { messageResponseSchema } from '@contract/common';
import { apiRequest } from '@/lib/api/api-client';
import { outbox } from '@/lib/offline/outbox';
import { endSession } from '../hooks/end-session';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (userId: number | undefined) => {
      try {
        await apiRequest(apiPaths.auth, {
          method: 'DELETE',
          schema: messageResponseSchema,
          idempotencyKey: crypto.randomUUID(),
        });
      } catch {
        // Offline or already expired: the token is dropped below all the same.
      }
      if (userId !== undefined) {
        try {
          await outbox.clear(userId);
        } catch {
          // No IndexedDB: nothing could be queued either.
        }
      }
      await endSession(queryClient, () => navigate({ to: '/login' }));
    },
  });
}
