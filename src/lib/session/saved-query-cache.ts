// Where the query cache is saved between visits (local storage, so an installed app opened
// offline renders at once). It belongs to the signed-in owner: without a session nothing is
// saved or restored, so a save that races a logout cannot hand one owner's answers to the next.
import { getToken } from './token-store';

export const SAVED_QUERY_CACHE_KEY = 'salon-query-cache';

/** The storage the persister writes through; only a signed-in session reads or writes it. */
export const savedQueryCacheStorage = {
  getItem(key: string): string | null {
    return getToken() === null ? null : localStorage.getItem(key);
  },
  setItem(key: string, value: string): void {
    if (getToken() === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  },
  removeItem(key: string): void {
    localStorage.removeItem(key);
  },
};

/** Called when a session ends, before anything else could save the cache again. */
export function forgetSavedQueryCache(): void {
  try {
    localStorage.removeItem(SAVED_QUERY_CACHE_KEY);
  } catch {
    // Storage refused: nothing was saved either.
  }
}
