import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type StatusModule = typeof import('./offline-status');

/** A fresh status store (it is module state), with the browser saying it is online or not. */
async function freshStatus(browserOnline: boolean): Promise<StatusModule> {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(browserOnline);
  vi.resetModules();
  return import('./offline-status');
}

describe('offline status', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a failed request while the browser says online is "unreachable", and a probe finds the server', async () => {
    const status = await freshStatus(true);
    const reachable = vi.fn();
    status.onServerReachable(reachable);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    status.reportNoConnection();
    expect(status.getOfflineStatus()).toEqual({ offline: true, unreachable: true, dataFrom: null });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'HEAD', cache: 'no-store' });
    // A gateway's 503 is not the server.
    fetchMock.mockResolvedValue(new Response(null, { status: 503 }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(status.getOfflineStatus().unreachable).toBe(true);
    expect(reachable).not.toHaveBeenCalled();

    // The server answers (401 without a session is an answer): live again, the outbox is woken.
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(status.getOfflineStatus()).toEqual({
      offline: false,
      unreachable: false,
      dataFrom: null,
    });
    expect(reachable).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('kept answers keep the oldest fetch time, and say unreachable while the browser is online', async () => {
    const status = await freshStatus(true);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    status.reportKeptAnswer(2000);
    status.reportKeptAnswer(1000);
    status.reportKeptAnswer(3000);
    expect(status.getOfflineStatus()).toEqual({ offline: true, unreachable: true, dataFrom: 1000 });
    status.reportNoConnection();
    expect(status.getOfflineStatus().dataFrom).toBe(1000);
  });

  it('a live answer ends it at once, and stops probing', async () => {
    const status = await freshStatus(true);
    const reachable = vi.fn();
    status.onServerReachable(reachable);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    status.reportNoConnection();
    status.reportLiveAnswer();
    expect(status.getOfflineStatus().offline).toBe(false);
    expect(reachable).toHaveBeenCalledTimes(1);
    // Already live: nothing more to tell.
    status.reportLiveAnswer();
    expect(reachable).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offline by the browser\'s word is plain offline: no probe, its "online" event says when', async () => {
    const status = await freshStatus(false);
    expect(status.getOfflineStatus()).toEqual({
      offline: true,
      unreachable: false,
      dataFrom: null,
    });
    status.reportKeptAnswer(1000);
    expect(status.getOfflineStatus()).toEqual({
      offline: true,
      unreachable: false,
      dataFrom: 1000,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the browser going offline while unreachable stops the probe', async () => {
    const status = await freshStatus(true);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    status.reportNoConnection();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(status.getOfflineStatus()).toMatchObject({ offline: true, unreachable: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
