import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBE_DELAYS_MS, ServerProbe } from './server-probe';

describe('ServerProbe', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A probe whose answers the test gives: each call waits until `answer` settles it. */
  function scriptedProbe() {
    const started: number[] = [];
    const pending: { resolve: (answered: boolean) => void; signal: AbortSignal }[] = [];
    const probe = vi.fn((signal: AbortSignal) => {
      started.push(Date.now());
      return new Promise<boolean>((resolve) => pending.push({ resolve, signal }));
    });
    return { probe, started, pending };
  }

  it('asks after 1 s, 2 s more, then every 3 s while the server does not answer', async () => {
    const t0 = Date.now();
    const { probe, started, pending } = scriptedProbe();
    const onAnswer = vi.fn();
    const server = new ServerProbe({ probe, onAnswer });
    server.start();
    for (const step of [1000, 2000, 3000, 3000, 3000]) {
      await vi.advanceTimersByTimeAsync(step);
      pending.at(-1)!.resolve(false);
    }
    expect(started.map((time) => time - t0)).toEqual([1000, 3000, 6000, 9000, 12000]);
    expect(PROBE_DELAYS_MS.at(-1)).toBe(3000);
    expect(onAnswer).not.toHaveBeenCalled();
    server.stop();
  });

  it('counts the time a probe takes: a hanging probe is abandoned when the next one is due', async () => {
    const t0 = Date.now();
    const { probe, started, pending } = scriptedProbe();
    const onAnswer = vi.fn();
    const server = new ServerProbe({ probe, onAnswer });
    server.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toHaveLength(1);
    // No answer at all: the next probe still starts on time, and the first is aborted.
    await vi.advanceTimersByTimeAsync(2000);
    expect(started.map((time) => time - t0)).toEqual([1000, 3000]);
    expect(pending[0]!.signal.aborted).toBe(true);
    // The abandoned probe's late answer is ignored.
    pending[0]!.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onAnswer).not.toHaveBeenCalled();
    // The current one answers: probing stops and the answer is told once.
    pending[1]!.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(server.running).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('the server answering at any moment is heard within 3 s plus the probe', async () => {
    for (const returnsAt of [0, 500, 1500, 2999, 3001, 7400, 20_000]) {
      const t0 = Date.now();
      let heardAt: number | null = null;
      const server = new ServerProbe({
        probe: () => Promise.resolve(Date.now() - t0 >= returnsAt),
        onAnswer: () => (heardAt = Date.now() - t0),
      });
      server.start();
      while (heardAt === null) await vi.advanceTimersByTimeAsync(100);
      expect(heardAt - Math.max(returnsAt, 0)).toBeLessThanOrEqual(3000);
    }
  });

  it('is not restarted by more failures, and stops when told', async () => {
    const probe = vi.fn(() => Promise.resolve(false));
    const server = new ServerProbe({ probe, onAnswer: vi.fn() });
    server.start();
    await vi.advanceTimersByTimeAsync(900);
    server.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(probe).toHaveBeenCalledTimes(1);
    server.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(server.running).toBe(false);
  });
});
