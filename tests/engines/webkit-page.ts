// WebKit (WebKitGTK, the engine of Safari on the iPad) through Debian's WebKitWebDriver and its
// MiniBrowser, under Xvfb (`xvfb-run` in the npm script). MiniBrowser in automation mode keeps
// nothing between sessions, so one session carries a whole flow, and it cannot be narrower than
// 447 px (docs/decisions.md, Offline). WebKitWebDriver here has no BiDi: console messages
// are not reachable, so errors are read from a hook the flows install in the page (pageErrors).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { actionable, actOnFound, waitUntil, type EnginePage } from './engine-page';

const DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export class WebKitPage implements EnginePage {
  readonly engine = 'webkit';

  private constructor(
    private readonly driver: WebDriver,
    private readonly process: ChildProcess,
    private readonly baseUrl: string,
  ) {}

  static async open(baseUrl: string): Promise<WebKitPage> {
    const port = await freePort();
    const child = spawn(DRIVER, [`--port=${port}`], { stdio: 'ignore' });
    await waitUntil('WebKitWebDriver listening', () =>
      fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok),
    );
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    return new WebKitPage(driver, child, baseUrl);
  }

  async goto(path: string): Promise<void> {
    await this.driver.get(this.baseUrl + path);
  }

  async reload(): Promise<void> {
    await this.driver.navigate().refresh();
  }

  evaluate<T>(body: string, ...args: (string | number | boolean)[]): Promise<T> {
    return this.driver.executeScript<T>(body, ...args);
  }

  /** Clicks and typing start again from the finding on these (engine-page.ts, actOnFound). */
  private static retryable(error: Error): boolean {
    return [
      'StaleElementReferenceError',
      'ElementClickInterceptedError',
      'ElementNotInteractableError',
    ].includes(error.name);
  }

  async click(find: string, ...args: (string | number | boolean)[]): Promise<void> {
    await actOnFound(
      `${find.slice(0, 60)} ${args.join(' ')}`,
      () => this.driver.executeScript<WebElement | null>(find, ...args),
      (element) => this.driver.executeScript<boolean>(actionable, element),
      (element) => element.click(),
      WebKitPage.retryable,
    );
  }

  async type(find: string, text: string, ...args: (string | number | boolean)[]): Promise<void> {
    await actOnFound(
      `${find.slice(0, 60)} ${args.join(' ')}`,
      () => this.driver.executeScript<WebElement | null>(find, ...args),
      async () => true,
      async (element) => {
        await element.clear();
        await element.sendKeys(text);
      },
      WebKitPage.retryable,
    );
  }

  async setViewport(width: number, height: number): Promise<{ width: number; height: number }> {
    await this.driver.manage().window().setRect({ width, height });
    return this.evaluate('return { width: innerWidth, height: innerHeight };');
  }

  async screenshot(file: string): Promise<void> {
    await fs.writeFile(file, await this.driver.takeScreenshot(), 'base64');
  }

  async takeErrors(): Promise<string[]> {
    return this.evaluate<string[]>(
      'const e = window.__engineErrors ?? []; window.__engineErrors = []; return e;',
    );
  }

  async close(): Promise<void> {
    await this.driver.quit().catch(() => undefined);
    this.process.kill();
  }
}
