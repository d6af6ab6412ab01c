// GET /api/clients?q=&limit=&offset=: one page of the Clients list for a search text (a prefix of
// a first or last name, of the phone's digits or of the e-mail).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { clientListSchema } from '../../../../contract/clients';
import { apiRequest } from '../../../lib/api/api-client';
import { clientKeys } from './appointment-keys';

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
    queryFn: ({ signal }) =>
      apiRequest(`${apiPaths.clients}?${search.toString()}`, { schema: clientListSchema, signal }),
    // The last page stays on screen while the next search text's answer is on its way, so the
    // list does not flash to a loader at every keystroke.
    placeholderData: keepPreviousData,
  });
}
