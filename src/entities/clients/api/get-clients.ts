// GET /api/clients?q=&limit=&offset=: one page of the Clients list for a search text (a prefix of
// a first or last name, of the phone's digits or of the e-mail).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { clientListSchema, type ClientList } from '@contract/clients';
import { apiRequestWithHeaders } from '@/lib/api/api-client';
import { isConnectionFailure } from '@/lib/offline/ahead-reads';
import { FETCHED_AT_HEADER } from '@/lib/offline/kept-responses';
import { clientKeys } from './client-keys';
import { searchKeptClientPage } from './kept-clients-search';

/**
 * The server's default page size. The query key holds only the text and the offset, so every
 * reader of `clientKeys.search` must ask for pages of this size.
 */
export const CLIENTS_PAGE_SIZE = 50;

export function clientsQueryOptions(q: string, offset = 0) {
  const text = q.trim();
  const search = new URLSearchParams({
    q: text,
    limit: String(CLIENTS_PAGE_SIZE),
    offset: String(offset),
  });
  return queryOptions({
    queryKey: clientKeys.search(text, offset),
    queryFn: async ({ signal }): Promise<ClientList> => {
      let answer;
      try {
        answer = await apiRequestWithHeaders(`${apiPaths.clients}?${search.toString()}`, {
          schema: clientListSchema,
          signal,
        });
      } catch (error) {
        // Offline, every kept client is searched with the server's rules (docs/offline.md,
        // Kept ahead); online, the server's search is the source.
        if (!isConnectionFailure(error)) throw error;
        const kept = await searchKeptClientPage(text, offset, CLIENTS_PAGE_SIZE);
        if (!kept) throw error;
        return kept.page;
      }
      // The worker's copy of this search may be older than the kept clients.
      const copiedAt = Number(answer.headers.get(FETCHED_AT_HEADER));
      if (copiedAt > 0) {
        const kept = await searchKeptClientPage(text, offset, CLIENTS_PAGE_SIZE);
        if (kept && kept.refreshedAt > copiedAt) return kept.page;
      }
      return answer.data;
    },
    // The last page stays on screen while the next search text's answer is on its way, so the
    // list does not flash to a loader at every keystroke.
    placeholderData: keepPreviousData,
  });
}
