import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetSavedQueryCache,
  SAVED_QUERY_CACHE_KEY,
  savedQueryCacheStorage,
} from './saved-query-cache';
import { setToken } from './token-store';

afterEach(() => localStorage.clear());

describe('the saved query cache', () => {
  it('is written and read while an owner is signed in', () => {
    setToken('token');
    savedQueryCacheStorage.setItem(SAVED_QUERY_CACHE_KEY, '{"owner":"first"}');
    expect(savedQueryCacheStorage.getItem(SAVED_QUERY_CACHE_KEY)).toBe('{"owner":"first"}');
  });

  it('is neither restored nor saved once the session ended: a late save erases it instead', () => {
    setToken('token');
    savedQueryCacheStorage.setItem(SAVED_QUERY_CACHE_KEY, '{"owner":"first"}');
    setToken(null);
    expect(savedQueryCacheStorage.getItem(SAVED_QUERY_CACHE_KEY)).toBeNull();

    savedQueryCacheStorage.setItem(SAVED_QUERY_CACHE_KEY, '{"owner":"first","later":true}');
    setToken('next-owner');
    expect(savedQueryCacheStorage.getItem(SAVED_QUERY_CACHE_KEY)).toBeNull();
  });

  it('is forgotten when a session ends', () => {
    setToken('token');
    savedQueryCacheStorage.setItem(SAVED_QUERY_CACHE_KEY, '{"owner":"first"}');
    forgetSavedQueryCache();
    expect(localStorage.getItem(SAVED_QUERY_CACHE_KEY)).toBeNull();
  });
});
