// One page of a browser engine, as the engine flows drive it (docs/decisions.md, Offline): WebKit
// through WebKitWebDriver (selenium-webdriver), Firefox ESR through WebDriver BiDi
// (puppeteer-core). The flows are written once against this interface.

export interface EnginePage {
  readonly engine: 'webkit' | 'firefox';
  /** A page load (typing an address), not an in-app navigation. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `body` (a function body, `arguments` as given) in the page and returns its value. */
  evaluate<T>(body: string, ...args: (string | number | boolean)[]): Promise<T>;
  /** Clicks the element the script `find` returns (an element or null) with a real pointer. */
  click(find: string, ...args: (string | number | boolean)[]): Promise<void>;
  /** Types `text` into the element `find` returns, after clearing it. */
  type(find: string, text: string, ...args: (string | number | boolean)[]): Promise<void>;
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  screenshot(file: string): Promise<void>;
  /** Errors the engine logged since the last call (console errors, page errors). */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Finders shared by both engines: each is a function body run in the page. */
export const find = {
  /** The form control labelled `arguments[0]` (the label's text starts with it). */
  byLabel: `const text = arguments[0].toLowerCase();
    const label = [...document.querySelectorAll('label')].find((l) =>
      l.textContent.trim().toLowerCase().startsWith(text));
    return label ? (label.control ?? document.getElementById(label.htmlFor)) : null;`,
  /** The button whose text is exactly `arguments[0]`. */
  button: `return [...document.querySelectorAll('button')].find((b) =>
      b.textContent.trim() === arguments[0] && !b.disabled) ?? null;`,
  /** The switch `arguments[0]` (aria-label), through its visible track. */
  switchTrack: `const input = document.querySelector('input[aria-label="' + arguments[0] + '"]');
    return input ? input.parentElement : null;`,
  /** The booking page's first free time of the chosen day. */
  firstFreeTime: `const times = document.querySelector('[role=group][aria-label^="Free times on"]');
    return times ? times.querySelector('button') : null;`,
  /** An option of an open listbox, by its text. */
  option: `return [...document.querySelectorAll('[role=option]')].find((o) =>
      o.textContent.trim() === arguments[0]) ?? null;`,
};

/** Page scripts the flows wait on. */
export const probe = {
  /** "2 pending" in the top bar, or null when nothing waits. */
  pendingText: `const b = [...document.querySelectorAll('button')].find((b) =>
      /^\\d+ pending$/.test(b.textContent.trim()));
    return b ? b.textContent.trim() : null;`,
  hasText: `return document.body.innerText.includes(arguments[0]);`,
  controlled: `return !!navigator.serviceWorker && navigator.serviceWorker.controller !== null;`,
  heading: `const h = document.querySelector('h1'); return h ? h.textContent.trim() : null;`,
  /** The screen's h1 reads `arguments[0]` and no skeleton or loader is left in it. */
  screenReady: `const h = document.querySelector('main h1');
    return !!h && h.textContent.trim() === arguments[0] &&
      !document.querySelector('main .mantine-Skeleton-root, main .mantine-Loader-root');`,
};

/**
 * Whether the element `arguments[0]` can take a click now: scrolled to the middle, in no layer
 * still opening, in the same place over two frames and a moment more, and the element hit at its
 * middle is it or inside it. A WebDriver click lands where the element was measured: one that
 * moves meanwhile (a dialog still opening, a form growing as its free times arrive, a day's hours
 * folding away) is missed on a busy machine, as Playwright's own actionability checks avoid.
 *
 * A dialog opens with a CSS transition of its opacity and transform that starts a frame or more
 * after its content is there (Mantine's Transition): before it starts, the content stands still
 * at opacity 0, so "the same place over two frames" alone can pass and the click then land beside
 * the element once the dialog moves. Hence no running animation on the element or around it, and
 * no layer around it at opacity 0.
 */
export const actionable = `const element = arguments[0];
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const where = () => {
    const r = element.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].map(Math.round).join();
  };
  const settled = () => {
    const moving = document.getAnimations().some((a) => a.playState === 'running' &&
      a.effect && a.effect.target && a.effect.target.contains(element));
    if (moving) return false;
    for (let e = element; e; e = e.parentElement) {
      if (getComputedStyle(e).opacity === '0') return false;
    }
    return true;
  };
  const first = where();
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() =>
    setTimeout(() => {
      const r = element.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      resolve(settled() && where() === first && r.width > 0 && !!hit && element.contains(hit));
    }, 50))));`;

export class Timeout extends Error {}

/**
 * Finds an element, waits until `ready` holds for it, and acts on it, all in one try; a try that
 * fails with a `retryable` error starts again from the finding. A re-render between finding a
 * button and clicking it replaces the button (a stale element, or an element no longer where it
 * was measured): checking the old one again would fail until the timeout. Any other error from
 * `act` is thrown at once, since the act may have happened (a click that submitted a form).
 */
export async function actOnFound<E>(
  what: string,
  find: () => Promise<E | null>,
  ready: (element: E) => Promise<boolean>,
  act: (element: E) => Promise<void>,
  retryable: (error: Error) => boolean,
): Promise<void> {
  let failed: Error | undefined;
  await waitUntil(`${what}: found, steady and on top at its middle, and acted on`, async () => {
    const element = await find();
    if (!element || !(await ready(element))) return false;
    try {
      await act(element);
    } catch (error) {
      if (error instanceof Error && retryable(error)) throw error;
      failed = error instanceof Error ? error : new Error(String(error));
    }
    return true;
  });
  if (failed) throw failed;
}

/** Polls `check` until it returns a truthy value; there is no event to wait on across engines. */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Timeout(`${what}: not within ${timeoutMs / 1000} s (last: ${String(last)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
