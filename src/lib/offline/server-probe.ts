// While the browser says it is online but the server does not answer ("unreachable": the router
// is up, the line is down), a cheap request asks the server again and again, so that changes
// waiting in the outbox go out within 5 s of the server answering (docs/offline.md,
// Unreachable server). `online` never fires in that case, and the outbox's own backoff can be
// minutes long.

/**
 * When each probe starts, counted from the one before it: 1 s, 2 s, then every 3 s. Counted from
 * the start, so a probe that hangs does not push the next one back (it is abandoned instead): the
 * server is asked at least every 3 s, leaving time for the outbox to send within 5 s.
 */
export const PROBE_DELAYS_MS: readonly number[] = [1000, 2000, 3000];

/**
 * Asked without a session: HEAD /api/auth is answered 401 by the server before any database
 * work, and no other GET route is public. The service worker only handles GETs, so it never
 * answers for the server. A gateway error is a proxy (the dev server's) speaking for a server
 * that is down (isNotTheServer).
 */
export const PROBE_PATH = '/api/auth';

/**
 * Answers that come from someone else because the server did not answer: the worker's 503
 * "offline, nothing kept" (the server never answers 503 itself), or a proxy's gateway error.
 */
export function isNotTheServer(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

export async function probeServer(signal: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(PROBE_PATH, { method: 'HEAD', cache: 'no-store', signal });
    return !isNotTheServer(response.status);
  } catch {
    return false;
  }
}

export interface ServerProbeOptions {
  /** Whether the server answered; aborted when the next probe starts or the probing stops. */
  probe: (signal: AbortSignal) => Promise<boolean>;
  /** The server answered: probing has stopped. */
  onAnswer: () => void;
  delaysMs?: readonly number[];
}

export class ServerProbe {
  private readonly delaysMs: readonly number[];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private current: AbortController | null = null;
  private attempts = 0;

  constructor(private readonly options: ServerProbeOptions) {
    this.delaysMs = options.delaysMs ?? PROBE_DELAYS_MS;
  }

  get running(): boolean {
    return this.timer !== null || this.current !== null;
  }

  /** Starts probing unless it already does (the schedule is not restarted by more failures). */
  start(): void {
    if (this.running) return;
    this.attempts = 0;
    this.schedule();
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.current?.abort();
    this.current = null;
  }

  private schedule(): void {
    const delay = this.delaysMs[Math.min(this.attempts, this.delaysMs.length - 1)] ?? 0;
    this.timer = setTimeout(() => this.probeNow(), delay);
  }

  private probeNow(): void {
    // The probe before this one has not answered in its interval: it is abandoned.
    this.current?.abort();
    const controller = new AbortController();
    this.current = controller;
    this.attempts += 1;
    this.schedule();
    void this.options.probe(controller.signal).then(
      (answered) => this.settle(controller, answered),
      () => this.settle(controller, false),
    );
  }

  private settle(controller: AbortController, answered: boolean): void {
    if (this.current !== controller) return;
    if (!answered) {
      // Failed before the next probe is due: nothing to abort any more.
      this.current = null;
      return;
    }
    this.stop();
    this.options.onAnswer();
  }
}
