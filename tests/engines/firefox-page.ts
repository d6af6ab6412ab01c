// Firefox ESR (Debian's firefox-esr) through WebDriver BiDi with puppeteer-core
// (docs/decisions.md, Offline). Headless; a fresh profile per page. setOfflineMode does not cut
// the service worker's fetches in Firefox, so the flows stop the server to be offline.
import fs from 'node:fs/promises';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { actionable, actOnFound, type EnginePage } from './engine-page';

const FIREFOX = '/usr/bin/firefox-esr';
/**
 * What Firefox says of a load the old document had in flight when a page load cut it: a request
 * through the service worker, or a lazy screen's stylesheet (Vite's preload then rejects).
 */
const CUT_BY_LEAVING = [
  'A ServiceWorker intercepted the request and encountered an unexpected error',
  'Unable to preload CSS for',
];

/** `body` called with `args`: one expression, as BiDi evaluates it (no eval in the page's CSP). */
const call = (body: string, args: (string | number | boolean)[]) =>
  `(function () { ${body} }).apply(null, ${JSON.stringify(args)})`;

// Function's constructor is untyped: its body is engine-page.ts's `actionable`, the element first.
const isActionable = new Function(actionable) as (element: Element) => Promise<boolean>;

export class FirefoxPage implements EnginePage {
  readonly engine = 'firefox';
  private readonly errors: string[] = [];
  /** While a load leaves a document: what it had in flight is cut, and Firefox says so. */
  private leaving = false;

  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.record(message.text());
    });
    page.on('pageerror', (error) => this.record(String(error)));
  }

  static async open(baseUrl: string): Promise<FirefoxPage> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
    });
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    return new FirefoxPage(browser, page, baseUrl);
  }

  async goto(path: string): Promise<void> {
    await this.leave(() => this.page.goto(this.baseUrl + path));
  }

  async reload(): Promise<void> {
    await this.leave(() => this.page.reload());
  }

  /**
   * A load the old document still had in flight (the kept days' background refresh, a chunk) is
   * cut by a page load, and Firefox reports the cut as an error (docs/offline.md, Known browser
   * traps): not counted then. Anything else is, marked with when it came.
   */
  private record(text: string): void {
    if (this.leaving && CUT_BY_LEAVING.some((cut) => text.includes(cut))) return;
    this.errors.push(`${this.leaving ? '(while leaving a page) ' : ''}${text}`);
  }

  private async leave(load: () => Promise<unknown>): Promise<void> {
    this.leaving = true;
    try {
      await load();
    } finally {
      this.leaving = false;
    }
  }

  evaluate<T>(body: string, ...args: (string | number | boolean)[]): Promise<T> {
    return this.page.evaluate(call(body, args)) as Promise<T>;
  }

  /** The element `find` returns, or null: the finders return elements, not other nodes. */
  private async found(
    find: string,
    args: (string | number | boolean)[],
  ): Promise<ElementHandle<Element> | null> {
    return (
      await this.page.evaluateHandle(call(find, args))
    ).asElement() as ElementHandle<Element> | null;
  }

  /** A node replaced by a re-render (engine-page.ts, actOnFound): found again, then acted on. */
  private static retryable(error: Error): boolean {
    return /detached|not clickable|no such node|stale/i.test(error.message);
  }

  async click(find: string, ...args: (string | number | boolean)[]): Promise<void> {
    // As in WebKit (engine-page.ts, actionable): a click where the element no longer is, is lost.
    await actOnFound(
      `${find.slice(0, 60)} ${args.join(' ')}`,
      () => this.found(find, args),
      (element) => element.evaluate(isActionable),
      (element) => element.click(),
      FirefoxPage.retryable,
    );
  }

  async type(find: string, text: string, ...args: (string | number | boolean)[]): Promise<void> {
    await actOnFound(
      `${find.slice(0, 60)} ${args.join(' ')}`,
      () => this.found(find, args),
      async () => true,
      async (element) => {
        await element.click({ count: 3 });
        await element.press('Backspace');
        await element.type(text);
      },
      FirefoxPage.retryable,
    );
  }

  async setViewport(width: number, height: number): Promise<{ width: number; height: number }> {
    await this.page.setViewport({ width, height });
    return this.evaluate('return { width: innerWidth, height: innerHeight };');
  }

  async screenshot(file: string): Promise<void> {
    await fs.writeFile(file, await this.page.screenshot());
  }

  async takeErrors(): Promise<string[]> {
    return this.errors.splice(0);
  }

  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
  }
}
