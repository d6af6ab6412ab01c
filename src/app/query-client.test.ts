import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/api-error';
import { SAVED_QUERY_CACHE_KEY } from '../lib/session/saved-query-cache';
import { setToken } from '../lib/session/token-store';
import { createQueryClient, SAVE_FAILED_MESSAGE, saveQueryCacheNow } from './query-client';

const notifyDanger = vi.hoisted(() => vi.fn());
vi.mock('../lib/notifications/notify', () => ({ notifyDanger }));

/** The query keys of the saved cache. */
function savedKeys(): unknown[] {
  const saved = JSON.parse(localStorage.getItem(SAVED_QUERY_CACHE_KEY) ?? 'null') as {
    clientState: { queries: { queryKey: unknown }[] };
  } | null;
  return saved?.clientState.queries.map((query) => query.queryKey) ?? [];
}

async function cacheWithAnswers() {
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery({ queryKey: ['dashboard'], queryFn: () => ({ cnt: 3 }) });
  await queryClient.prefetchQuery({
    queryKey: ['every-booking-ever'],
    queryFn: () => [1, 2, 3],
    meta: { persist: false },
  });
  return queryClient;
}

function quotaExceeded(): void {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

beforeEach(() => {
  setToken('token');
  notifyDanger.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the saved query cache', () => {
  it('saves bounded answers and leaves out the ones marked persist: false', async () => {
    saveQueryCacheNow(await cacheWithAnswers());
    expect(savedKeys()).toEqual([['dashboard']]);
  });

  it('tells the owner once when the device refuses a save, keeps the last save, and tells again after one worked', async () => {
    const queryClient = await cacheWithAnswers();
    saveQueryCacheNow(queryClient);
    const before = localStorage.getItem(SAVED_QUERY_CACHE_KEY);

    quotaExceeded();
    saveQueryCacheNow(queryClient);
    saveQueryCacheNow(queryClient);
    expect(notifyDanger).toHaveBeenCalledTimes(1);
    expect(notifyDanger).toHaveBeenCalledWith(SAVE_FAILED_MESSAGE, false);
    expect(console.error).toHaveBeenCalledTimes(2);
    vi.mocked(Storage.prototype.setItem).mockRestore();
    expect(localStorage.getItem(SAVED_QUERY_CACHE_KEY)).toBe(before);

    saveQueryCacheNow(queryClient);
    quotaExceeded();
    saveQueryCacheNow(queryClient);
    expect(notifyDanger).toHaveBeenCalledTimes(2);
  });
});

describe('reads that fail', () => {
  afterEach(() => onlineManager.setOnline(true));

  async function attemptsOf(error: ApiError): Promise<number> {
    const queryClient = createQueryClient();
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      return Promise.reject(error);
    };
    // Only the delay between attempts is the test's own: the retry rule is the app's.
    await queryClient
      .fetchQuery({ queryKey: ['read'], queryFn: failing, retryDelay: 0 })
      .catch(() => undefined);
    return attempts;
  }

  it('are asked again twice online, never for a 4xx, and not at all offline', async () => {
    expect(await attemptsOf(new ApiError(503, ['down'], null))).toBe(3);
    expect(await attemptsOf(new ApiError(404, ['gone'], null))).toBe(1);
    onlineManager.setOnline(false);
    // The worker said it kept nothing: the screen says so at once instead of waiting.
    expect(await attemptsOf(new ApiError(503, ['not saved'], null))).toBe(1);
  });
});
