// A model of one browser on a salon's device, for the outbox's property test: the test's
// commands (change, go offline, lose an answer, reload...) applied to open pages and the fake
// server, a record of every change made, and the waiting that lets what was triggered finish
// (docs/offline.md).
import { vi } from 'vitest';
import type { OutboxChange, SubmitResult } from '../outbox-runtime';
import { newTempId } from '../temp-ids';
import {
  COUNTERS_PATH,
  FakeOutboxServer,
  SEEDED_COUNTERS,
  type CounterBody,
  type FakeServerOptions,
} from './fake-outbox-server';
import { Browser, type Tab } from './outbox-tabs';

export const USER = 41;
export const MAX_TABS = 3;

export type Command =
  | { do: 'change'; tab: number; object: number }
  | { do: 'create'; tab: number }
  /** Changes to different objects from different tabs, all at once. */
  | { do: 'burst'; objects: number[] }
  /** Several changes queued together by one tab (submitAll). */
  | { do: 'batch'; tab: number; objects: number[] }
  | { do: 'offline' }
  | { do: 'online' }
  | { do: 'lose'; count: number }
  | { do: 'unavailable'; count: number }
  /** Requests take up to this many turns of the event loop to arrive (0: at once). */
  | { do: 'latency'; turns: number }
  | { do: 'expire' }
  | { do: 'signIn' }
  | { do: 'refuse'; change: number }
  | { do: 'refuseNext' }
  | { do: 'retry'; tab: number; entry: number }
  | { do: 'discard'; tab: number; entry: number }
  | { do: 'wait'; ms: number }
  | { do: 'reload'; tab: number }
  | { do: 'closeDuringSend'; apply: boolean }
  | { do: 'openTab' }
  | { do: 'closeTab'; tab: number }
  /** The next command comes before what the one before it started has finished. */
  | { do: 'hurry' };

/** A change as the test made it; `name` is its label in the outbox and its `change` on the server. */
export interface MadeChange {
  name: string;
  /** The order changes were made in. */
  seq: number;
  object: string;
  /** The temporary id of the counter this change creates. */
  creates?: number;
  /** The create whose temporary id this change's path names (its server id was not known yet). */
  refersTo?: string;
  /** The page that queued it; a closed page's submitter never hears back. */
  from: Tab;
  result?: SubmitResult;
  discarded: boolean;
}

/** Both only to break the world on purpose, showing that the property can fail. */
export interface ScenarioOptions {
  server?: FakeServerOptions;
  exclusiveLock?: boolean;
}

export class Scenario {
  readonly server: FakeOutboxServer;
  readonly browser: Browser;
  readonly changes = new Map<string, MadeChange>();
  /** Objects changes can be made to: the seeded counters, then the counters created here. */
  readonly objects: { key: string; id: number; create?: string }[] = SEEDED_COUNTERS.map((id) => ({
    key: `counter:${id}`,
    id,
  }));
  private refuseNext = false;
  private hurried = false;
  readonly log: string[];

  constructor(options: ScenarioOptions = {}) {
    this.server = new FakeOutboxServer(options.server);
    this.log = this.server.events;
    this.browser = new Browser(this.server, USER, { exclusiveLock: options.exclusiveLock });
  }

  private tabAt(index: number): Tab {
    const tabs = this.browser.openTabs;
    return tabs[index % tabs.length]!;
  }

  /** The object a command's index picks; never one whose create was handed back as refused. */
  private target(object: number): { key: string; id: number; create?: string } {
    const usable = this.objects.filter(
      (o) => !o.create || this.changes.get(o.create)?.result?.status !== 'refused',
    );
    return usable[object % usable.length]!;
  }

  private change(object: number, from: Tab): { change: OutboxChange; made: MadeChange } {
    const target = this.target(object);
    const id = target.create ? from.outbox.realId(target.id) : target.id;
    const made = this.make(from, target.key, id < 0 ? target.create : undefined);
    return { made, change: counterChange(made, 'PUT', `${COUNTERS_PATH}/${id}`, target.key) };
  }

  private make(from: Tab, object: string, refersTo?: string): MadeChange {
    const seq = this.changes.size + 1;
    const made: MadeChange = { name: `c${seq}`, seq, object, refersTo, from, discarded: false };
    this.changes.set(made.name, made);
    if (this.refuseNext) this.server.refuseOnce.add(made.name);
    this.refuseNext = false;
    return made;
  }

  /**
   * Submits and waits until the changes are stored (or answered), not for the server: changes
   * made one after another are stored in that order even when nothing else is waited for.
   */
  private submit(from: Tab, pairs: { change: OutboxChange; made: MadeChange }[]): Promise<void> {
    this.log.push(`${from.name} submits ${pairs.map(({ made }) => made.name).join(', ')}`);
    const answered = from.outbox.submitAll(pairs.map(({ change }) => change)).then((results) =>
      results.forEach((result, index) => {
        pairs[index]!.made.result = result;
      }),
    );
    return new Promise<void>((resolve) => {
      const stored = () => {
        const labels = new Set(from.outbox.getEntries().map((entry) => entry.label));
        if (!pairs.every(({ made }) => labels.has(made.name) || made.result)) return;
        unsubscribe();
        resolve();
      };
      const unsubscribe = from.outbox.subscribe(stored);
      void answered.then(stored);
    });
  }

  async run(command: Command): Promise<void> {
    const { server, browser } = this;
    this.log.push(JSON.stringify(command));
    const hurried = this.hurried;
    this.hurried = command.do === 'hurry';
    switch (command.do) {
      case 'change': {
        const from = this.tabAt(command.tab);
        await this.submit(from, [this.change(command.object, from)]);
        break;
      }
      case 'create': {
        const from = this.tabAt(command.tab);
        const tempId = newTempId();
        const key = `new:${tempId}`;
        const made = this.make(from, key);
        made.creates = tempId;
        this.objects.push({ key, id: tempId, create: made.name });
        const change = counterChange(made, 'POST', COUNTERS_PATH, key);
        const creates = { tempId, idField: 'id' };
        await this.submit(from, [{ made, change: { ...change, creates } }]);
        break;
      }
      case 'burst': {
        // One change per object: two tabs queueing the same object at once have no order.
        const objects = new Map(command.objects.map((o) => [this.target(o).key, o]));
        await Promise.all(
          [...objects.values()].map((object, index) => {
            const from = this.tabAt(index);
            return this.submit(from, [this.change(object, from)]);
          }),
        );
        break;
      }
      case 'batch': {
        const from = this.tabAt(command.tab);
        await this.submit(
          from,
          command.objects.map((object) => this.change(object, from)),
        );
        break;
      }
      case 'offline':
      case 'online':
        server.offline = command.do === 'offline';
        break;
      case 'lose':
        server.loseAnswers = command.count;
        break;
      case 'unavailable':
        server.unavailable = command.count;
        break;
      case 'latency':
        server.latency = command.turns;
        break;
      case 'expire':
        server.expireSession();
        break;
      case 'signIn':
        await this.signIn();
        break;
      case 'refuse': {
        const applied = new Set(server.applications.map((a) => a.change));
        const open = [...this.changes.values()].filter((c) => !applied.has(c.name));
        const chosen = open[command.change % Math.max(1, open.length)];
        if (chosen) server.refuseOnce.add(chosen.name);
        break;
      }
      case 'hurry':
        break;
      case 'refuseNext':
        this.refuseNext = true;
        break;
      case 'retry':
      case 'discard': {
        const from = this.tabAt(command.tab);
        const failed = from.outbox.getEntries().filter((entry) => entry.state === 'failed');
        const entry = failed[command.entry % Math.max(1, failed.length)];
        if (!entry) break;
        this.log.push(`${from.name} ${command.do} ${entry.label}`);
        if (command.do === 'retry') await from.outbox.retry(entry.id);
        else {
          this.changes.get(entry.label)!.discarded = true;
          await from.outbox.discard(entry.id);
        }
        break;
      }
      case 'wait':
        await vi.advanceTimersByTimeAsync(command.ms);
        break;
      case 'reload': {
        const closing = this.tabAt(command.tab);
        browser.close(closing);
        await browser.openTab();
        break;
      }
      case 'closeDuringSend':
        // The next request gets no answer: its page is closed (or reloaded) while it waits.
        server.holdNext = { apply: command.apply };
        break;
      case 'openTab':
        if (browser.openTabs.length < MAX_TABS) await browser.openTab();
        break;
      case 'closeTab':
        if (browser.openTabs.length > 1) browser.close(this.tabAt(command.tab));
        break;
    }
    // After `hurry` and the command after it, nothing waits: the next command races with theirs.
    if (!hurried && !this.hurried) await this.settle();
  }

  /** A page whose send got no answer is the one being closed: it reloads. */
  private async reloadHeldTabs(): Promise<void> {
    for (const name of this.server.held.splice(0)) {
      const held = this.browser.openTabs.find((t) => t.name === name);
      if (!held) continue;
      this.log.push(`${name} closes while sending`);
      this.browser.close(held);
      await this.browser.openTab();
    }
  }

  /** The owner signs in again: every open page starts its outbox for them again. */
  async signIn(): Promise<void> {
    this.server.signIn();
    for (const open of this.browser.openTabs) {
      open.outbox.stop();
      await open.outbox.start(USER);
    }
  }

  /** Triggers every open page until nothing more is sent and every submitter has its answer. */
  async settle(): Promise<void> {
    for (let round = 0; round < 40; round += 1) {
      await this.reloadHeldTabs();
      const before = this.server.requestCount;
      const tabs = this.browser.openTabs;
      // A page whose request is held never finishes its pass: it is closed next round.
      const held = new Promise<void>((resolve) => (this.server.onHold = resolve));
      await Promise.race([held, Promise.all(tabs.map((t) => t.outbox.kick()))]);
      this.server.onHold = null;
      if (this.server.held.length > 0) continue;
      const waiting = [...this.changes.values()].some((c) => !c.result && !c.from.closed);
      if (this.server.requestCount === before && !waiting) return;
    }
    throw new Error(
      `The outbox did not settle: a page keeps sending or a submitter waits\n  what happened:\n    ${this.log.join('\n    ')}`,
    );
  }

  /** Online, signed in, time passing: whatever can be sent is sent. */
  async drain(): Promise<void> {
    const { server } = this;
    server.offline = false;
    server.loseAnswers = 0;
    server.unavailable = 0;
    server.refuseOnce.clear();
    server.holdNext = null;
    const shown = () => this.browser.openTabs.flatMap((t) => t.outbox.getEntries());
    for (let round = 0; round < 10; round += 1) {
      const paused = shown().some((entry) => entry.state === 'needs-auth');
      if (paused || server.sessionExpired) await this.signIn();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      await this.settle();
      if (shown().every((entry) => entry.state === 'failed')) return;
    }
    const left = this.browser.openTabs.flatMap((t) =>
      t.outbox.getEntries().map((e) => `${t.name} ${e.label} ${e.state}`),
    );
    throw new Error(
      `The outbox did not drain: ${left.join(', ')} still waiting while online\n  what happened:\n    ${this.log.join('\n    ')}`,
    );
  }
}

function counterChange(
  made: MadeChange,
  method: 'PUT' | 'POST',
  path: string,
  target: string,
): OutboxChange {
  const body: CounterBody = { change: made.name, value: made.seq };
  return {
    kind: 'test.counter',
    target,
    label: made.name,
    method,
    path,
    body: { kind: 'json', json: body },
  };
}
