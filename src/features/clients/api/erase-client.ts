// POST /api/clients/{id}/erase (docs/decisions.md, Client data). A call, not an outbox change:
// an erasure is refused offline rather than queued (docs/offline.md, What works offline), so the
// owner sees at once that it happened, and no device keeps the request to erase a named person.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { clientErasedSchema } from '@contract/client-data';
import { apiRequest } from '@/lib/api/api-client';
import { refreshNow } from '@/lib/offline/kept-ahead';

export function useEraseClient(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(apiPaths.clientErase(clientId), {
        method: 'POST',
        schema: clientErasedSchema,
      }),
    onSuccess: async () => {
      // The name was on every list of bookings and in the clients kept on this device: all of
      // it is read again, so nothing shows or finds the erased name any more.
      void refreshNow();
      await queryClient.invalidateQueries();
    },
  });
}
