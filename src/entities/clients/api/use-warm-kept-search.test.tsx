// The local client search warms up as soon as a screen that searches finds the device offline
// (docs/offline.md, Kept ahead): the kept clients are read once, shared with a search that starts
// at the same time, and nothing is read while online.
import 'fake-indexeddb/auto';
import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contract/api-paths';
import { setupMswServer } from '@tests/setup/msw-server';
import { forgetKeptAhead } from '@/lib/offline/ahead-db';
import { keptClients } from '@/lib/offline/ahead-reads';
import { refreshKeptAhead } from '@/lib/offline/ahead-refresh';
import { setToken } from '@/lib/session/token-store';
import { makeClient } from '../testing/client-fixtures';
import { KEPT_SEARCH_WARM_MEASURE, useWarmKeptClientSearch } from './use-warm-kept-search';

setupMswServer(
  http.get(apiPaths.appointmentRange, () => HttpResponse.json([])),
  http.get(apiPaths.clientsAll, () =>
    HttpResponse.json({ region: 'NO', clients: [makeClient({ id: 1, firstName: 'Sofie' })] }),
  ),
);

// Each test its own refresh time: the kept clients in memory belong to one refresh.
let refreshAt = Date.parse('2026-11-27T09:00:00Z');

function SearchingScreen() {
  useWarmKeptClientSearch();
  return null;
}

const warmUps = () => performance.getEntriesByName(KEPT_SEARCH_WARM_MEASURE).length;
const setBrowserOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

beforeEach(async () => {
  setToken('token');
  refreshAt += 60_000;
  await refreshKeptAhead({ userId: 7, today: '2026-11-27', now: () => refreshAt });
  performance.clearMeasures(KEPT_SEARCH_WARM_MEASURE);
});

afterEach(async () => {
  setBrowserOnline(true);
  vi.restoreAllMocks();
  await forgetKeptAhead();
  setToken(null);
});

describe('warming the local client search', () => {
  it('reads nothing while the device is online', async () => {
    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    render(<SearchingScreen />);
    // The effect has run once the render is committed.
    await act(async () => {});
    expect(warmUps()).toBe(0);
    expect(getAll).not.toHaveBeenCalled();
  });

  it('reads the kept clients once when the device goes offline, shared with a search', async () => {
    render(<SearchingScreen />);
    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    setBrowserOnline(false);
    const search = keptClients();
    await waitFor(() => expect(warmUps()).toBe(1));
    expect((await search)?.clients.map((kept) => kept.client.firstName)).toEqual(['Sofie']);
    expect(getAll).toHaveBeenCalledTimes(1);
  });
});
