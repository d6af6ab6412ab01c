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

export class Timeout extends Error {}

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
