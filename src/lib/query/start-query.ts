// What every route loader does with its screen's reads (docs/offline.md, Slow networks): start
// them, never wait for them. A read with saved data shows that data at once and refreshes behind
// it (the "Updating…" mark); a read with nothing saved leaves the screen to show its skeleton. An
// awaited prefetch held the whole screen back: a white page for as long as the server took.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Asks for the query if it is missing or stale, as `prefetchQuery` does (which never throws: a
 * failure shows on the screen), and returns at once. Nothing is asked twice: the screen's
 * `useQuery` joins the fetch already in flight.
 */
export function startQuery<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): void {
  void queryClient.prefetchQuery(options);
}
