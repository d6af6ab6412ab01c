// An in-memory server for outbox tests: counters that the outbox creates and changes, with the
// Idempotency-Key rules of server/plugins/idempotency.ts (a 2xx answer is stored with the change
// and replayed for a repeat; a refusal is not stored, so Retry sends it afresh) and the ways a
// real connection fails: offline, an answer lost after the change was applied, 5xx, 401, a 4xx
// refusal, and a request that never comes back because its page was closed (docs/offline.md).

/** One change the server applied (a replayed answer is not one). */
export interface Application {
  key: string;
  /** The test's own name of the change, sent in the body. */
  change: string;
  counterId: number;
  created: boolean;
}

/** What a counter request carries: the test's name of the change and the new value. */
export interface CounterBody {
  change: string;
  value: number;
}

function changeName(init: RequestInit | undefined): string {
  try {
    return (JSON.parse(String(init?.body)) as Partial<CounterBody>).change ?? '';
  } catch {
    return '';
  }
}

interface StoredAnswer {
  request: string;
  status: number;
  json: unknown;
}

export interface FakeServerOptions {
  /** False only to show that the outbox's tests catch a server applying a repeat again. */
  honourIdempotencyKey?: boolean;
}

export const COUNTERS_PATH = '/api/counters';
/** The counters that exist before the test starts. */
export const SEEDED_COUNTERS = [1, 2, 3] as const;
const NEVER = new Promise<never>(() => {});

export class FakeOutboxServer {
  readonly applications: Application[] = [];
  /** What happened, in order, for a failure's message (the test adds its own events). */
  readonly events: string[] = [];
  /** Changes the server refused with a 4xx at least once. */
  readonly refused = new Set<string>();
  requestCount = 0;

  /** Unreachable: every request fails like `fetch` offline, before reaching the server. */
  offline = false;
  /** The next n answers are lost on the way back, after the server applied the change. */
  loseAnswers = 0;
  /** The next n requests are answered 503 without being applied. */
  unavailable = 0;
  /** Changes to refuse (422) the next time they arrive. */
  readonly refuseOnce = new Set<string>();
  /** The token the pages hold (what a sign-in gave them). */
  token = 'token-1';
  /** The token the server accepts: none once the session expired. */
  private accepted: string | null = this.token;
  /** The next request gets no answer at all; its page is being closed (applied or not). */
  holdNext: { apply: boolean } | null = null;
  /** Pages whose request was held, in the order they sent it. */
  readonly held: string[] = [];
  /**
   * Up to this many turns of the event loop before a request reaches the server (0: at once), so
   * that requests of two pages can overtake each other as on a real network.
   */
  latency = 0;
  /** Told when a request is held. */
  onHold: (() => void) | null = null;

  private readonly counters = new Map<number, number>(SEEDED_COUNTERS.map((id) => [id, 0]));
  private readonly answers = new Map<string, StoredAnswer>();
  private readonly closedPages = new Set<string>();
  private nextId = 100;
  private tokenCount = 1;

  constructor(private readonly options: FakeServerOptions = {}) {}

  /** A new session: earlier tokens are answered 401 from now on. */
  signIn(): string {
    this.tokenCount += 1;
    this.token = `token-${this.tokenCount}`;
    this.accepted = this.token;
    return this.token;
  }

  /** The session ended on the server (expired): the pages' token is answered 401. */
  expireSession(): void {
    this.accepted = null;
  }

  get sessionExpired(): boolean {
    return this.accepted !== this.token;
  }

  /** A closed page sends nothing more: its requests never reach the server or come back. */
  closePage(page: string): void {
    this.closedPages.add(page);
  }

  /** The `fetch` one page (tab) uses. */
  fetchFor(page: string): typeof fetch {
    return async (input, init) => {
      if (this.closedPages.has(page)) return NEVER;
      this.requestCount += 1;
      // Deterministic for a given sequence of requests: shrinking and replaying a seed work.
      for (let turn = (this.requestCount * 7) % (this.latency + 1); turn > 0; turn -= 1) {
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      if (this.closedPages.has(page)) return NEVER;
      const what = `${page} ${init?.method ?? 'GET'} ${String(input)} ${changeName(init)}`;
      if (this.offline) {
        this.events.push(`${what}: offline`);
        throw new TypeError('Failed to fetch');
      }
      const hold = this.holdNext;
      this.holdNext = null;
      if (hold) {
        const answer = hold.apply ? this.handle(String(input), init) : null;
        this.events.push(`${what}: ${answer?.status ?? 'not received'}, no answer (page closes)`);
        this.held.push(page);
        this.onHold?.();
        return NEVER;
      }
      const answer = this.handle(String(input), init);
      if (answer.applied && this.loseAnswers > 0) {
        this.loseAnswers -= 1;
        this.events.push(`${what}: ${answer.status}, answer lost`);
        throw new TypeError('Failed to fetch');
      }
      this.events.push(`${what}: ${answer.status}`);
      return new Response(JSON.stringify(answer.json), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    };
  }

  private handle(
    path: string,
    init: RequestInit | undefined,
  ): { status: number; json: unknown; applied: boolean } {
    const headers = new Headers(init?.headers);
    if (this.accepted === null || headers.get('authorization') !== `Bearer ${this.accepted}`) {
      return { status: 401, json: { errors: [{ msg: 'Sign in again' }] }, applied: false };
    }
    if (this.unavailable > 0) {
      this.unavailable -= 1;
      return { status: 503, json: { errors: [{ msg: 'Try again later' }] }, applied: false };
    }
    const method = init?.method ?? 'GET';
    const bodyText = typeof init?.body === 'string' ? init.body : '';
    const request = `${method} ${path}\n${bodyText}`;
    const key = headers.get('idempotency-key') ?? '';
    const stored = this.answers.get(key);
    if (stored && this.options.honourIdempotencyKey !== false) {
      if (stored.request !== request) {
        const msg = 'This Idempotency-Key was already used for a different request';
        return { status: 422, json: { errors: [{ msg }] }, applied: false };
      }
      return { status: stored.status, json: stored.json, applied: true };
    }
    const body = JSON.parse(bodyText || 'null') as CounterBody | null;
    if (!body || typeof body.change !== 'string') {
      return { status: 400, json: { errors: [{ msg: 'No change' }] }, applied: false };
    }
    if (this.refuseOnce.delete(body.change)) {
      this.refused.add(body.change);
      return { status: 422, json: { errors: [{ msg: `refused ${body.change}` }] }, applied: false };
    }
    let result: { status: number; id: number; created: boolean };
    if (method === 'POST' && path === COUNTERS_PATH) {
      result = { status: 201, id: this.nextId++, created: true };
    } else {
      const match = new RegExp(`^${COUNTERS_PATH}/(\\d+)$`).exec(path);
      const id = match ? Number(match[1]) : NaN;
      if (method !== 'PUT' || !this.counters.has(id)) {
        return { status: 404, json: { errors: [{ msg: `No ${path}` }] }, applied: false };
      }
      result = { status: 200, id, created: false };
    }
    this.counters.set(result.id, body.value);
    const json = { id: result.id, value: body.value, change: body.change };
    this.answers.set(key, { request, status: result.status, json });
    this.applications.push({
      key,
      change: body.change,
      counterId: result.id,
      created: result.created,
    });
    return { status: result.status, json, applied: true };
  }
}
