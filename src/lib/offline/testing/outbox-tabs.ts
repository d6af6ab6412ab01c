// Pages (tabs) of the app in one test: each its own OutboxRuntime on the same fake IndexedDB, with
// the sender lock and the BroadcastChannel a browser shares between them. Closing a page (a
// reload, a crash) stops it dead as a browser would: its lock is let go, and whatever it was doing
// never goes on, so no write of a closed page can land after a live one's (docs/offline.md).
import { vi } from 'vitest';
import { openOfflineDb } from '../offline-db';
import { OutboxRuntime } from '../outbox-runtime';
import type { FakeOutboxServer } from './fake-outbox-server';

export interface Tab {
  name: string;
  outbox: OutboxRuntime;
  closed: boolean;
}

/** Something that is never done: any use of a closed page's database waits forever. */
const nowhere: unknown = new Proxy(function nowhere() {}, {
  get: (_target, property) => (property === 'then' ? () => undefined : nowhere),
  apply: () => nowhere,
});

function closable<T extends object>(db: T, isClosed: () => boolean): T {
  return new Proxy(db, {
    get(target, property) {
      if (isClosed()) return nowhere;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Web Locks' `ifAvailable` for pages of one test: a closed page's lock is released. `exclusive:
 * false` lets every page send at once, only to show that the tests catch a missing lock.
 */
function sharedLock(exclusive: boolean) {
  let holder: Tab | null = null;
  return {
    run: async (tab: Tab, work: () => Promise<void>): Promise<boolean> => {
      // A closed page asks for nothing more (its code may still run up to its next await here).
      if (tab.closed) return new Promise<boolean>(() => {});
      if (holder && exclusive) return false;
      holder = tab;
      try {
        await work();
        return true;
      } finally {
        if (holder === tab) holder = null;
      }
    },
    release: (tab: Tab) => {
      if (holder === tab) holder = null;
    },
  };
}

/** BroadcastChannel between the pages of one browser: delivered later, never to the sender. */
class PageChannel {
  static browser: Browser | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  private readonly owner: { browser: Browser | null; tab: Tab | null };

  constructor(readonly name: string) {
    const browser = PageChannel.browser;
    this.owner = { browser, tab: browser?.opening ?? null };
    browser?.channels.push(this);
  }

  postMessage(data: unknown): void {
    for (const other of this.owner.browser?.channels ?? []) {
      if (other === this || other.name !== this.name || other.owner.tab?.closed) continue;
      queueMicrotask(() => {
        if (!other.owner.tab?.closed) other.onmessage?.({ data });
      });
    }
  }

  close(): void {}
}

/** Puts the test's BroadcastChannel in place; returns the undo. */
export function installPageChannels(): () => void {
  vi.stubGlobal('BroadcastChannel', PageChannel);
  return () => vi.unstubAllGlobals();
}

let browserCount = 0;

/** One browser profile: one database, the pages open on it, and the server they talk to. */
export class Browser {
  readonly tabs: Tab[] = [];
  readonly channels: PageChannel[] = [];
  opening: Tab | null = null;
  private readonly dbName = `outbox-property-${browserCount++}`;
  private readonly lock: ReturnType<typeof sharedLock>;
  private tabCount = 0;

  constructor(
    private readonly server: FakeOutboxServer,
    private readonly userId: number,
    options: { exclusiveLock?: boolean } = {},
  ) {
    this.lock = sharedLock(options.exclusiveLock ?? true);
  }

  get openTabs(): Tab[] {
    return this.tabs.filter((tab) => !tab.closed);
  }

  async openTab(): Promise<Tab> {
    const name = `tab${this.tabCount++}`;
    const outbox = new OutboxRuntime({
      getToken: () => this.server.token,
      // The test signs in again itself (its `signIn` command, and before draining).
      onNeedsAuth: () => {},
      fetch: this.server.fetchFor(name),
      openDb: async () => closable(await openOfflineDb(this.dbName), () => tab.closed),
      submitWaitMs: 8000,
      // The fake server answers a live page at once; only a closed page's request is held.
      sendTimeoutMs: 2 ** 31 - 1,
      withLock: (work) => this.lock.run(tab, work),
    });
    const tab: Tab = { name, outbox, closed: false };
    this.tabs.push(tab);
    // The runtime makes its channel as it starts: the channel learns its page here.
    PageChannel.browser = this;
    this.opening = tab;
    const started = tab.outbox.start(this.userId);
    this.opening = null;
    await started;
    return tab;
  }

  /** The page is gone (closed, reloaded, crashed): it does nothing more. */
  close(tab: Tab): void {
    tab.closed = true;
    this.server.closePage(tab.name);
    this.lock.release(tab);
    tab.outbox.stop();
  }
}
