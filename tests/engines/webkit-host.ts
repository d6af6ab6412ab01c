// WebKit at a phone's exact width through our own WebKitGTK host (webkit-host.py; docs/decisions.md,
// Offline): MiniBrowser stops at 447 px, keeps no data between sessions and hears errors only
// after a load. The host keeps a run's website data in a folder of its own, so the service worker
// and IndexedDB outlive a reload, and answers one JSON command a line.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { EnginePage } from './engine-page';

const HOST = path.join(import.meta.dirname, 'webkit-host.py');

type HostCommand =
  | { cmd: 'load'; url: string }
  | { cmd: 'reload' }
  | { cmd: 'eval'; body: string }
  | { cmd: 'wait'; body: string; timeout_ms: number }
  | { cmd: 'screenshot'; path: string }
  | { cmd: 'errors' }
  | { cmd: 'quit' };

interface HostAnswer {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: string;
}

/** `body` called with `args` in the page, as WebDriver's executeScript would (`arguments`). */
const call = (body: string, args: (string | number | boolean)[]) =>
  `return (function () { ${body} }).apply(null, ${JSON.stringify(args)});`;

/** The PNG's own width and height, from its header (IHDR). */
export async function pngSize(file: string): Promise<{ width: number; height: number }> {
  const header = (await fs.readFile(file)).subarray(16, 24);
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4) };
}

/**
 * One page of the host. Clicks and typing are done in the page (a click event, the value setter
 * and an input event, as React listens): the host has no pointer of its own. The WebDriver flows
 * keep real input.
 */
export class HostPage implements EnginePage {
  readonly engine = 'webkit';
  private nextId = 1;
  private readonly waiting = new Map<number, (answer: HostAnswer) => void>();
  private exited: string | null = null;

  private constructor(
    private readonly child: ChildProcess,
    private readonly baseUrl: string,
  ) {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const answer = JSON.parse(line) as HostAnswer;
      this.waiting.get(answer.id)?.(answer);
      this.waiting.delete(answer.id);
    });
    child.on('exit', (code, signal) => {
      this.exited = `the WebKit host exited (${code ?? signal})`;
      for (const settle of this.waiting.values()) settle({ id: 0, ok: false, error: this.exited });
      this.waiting.clear();
    });
  }

  /** A host at `width` x `height` keeping its website data in `dataDir` (emptied first). */
  static async open(baseUrl: string, dataDir: string, width = 390, height = 844) {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.mkdir(dataDir, { recursive: true });
    const child = spawn(HOST, [String(width), String(height), dataDir], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    return new HostPage(child, baseUrl);
  }

  /** Sends one command; a refusal or a host gone throws. Bounded: the host answers each. */
  async send<T>(command: HostCommand, timeoutMs = 60_000): Promise<T> {
    if (this.exited) throw new Error(this.exited);
    const id = this.nextId++;
    const answer = await new Promise<HostAnswer>((resolve) => {
      const timer = setTimeout(
        () => resolve({ id, ok: false, error: `no answer in ${timeoutMs / 1000} s` }),
        timeoutMs,
      );
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      this.child.stdin!.write(`${JSON.stringify({ id, ...command })}\n`);
    });
    if (!answer.ok) throw new Error(`${command.cmd}: ${answer.error}`);
    return answer.value as T;
  }

  goto(pagePath: string): Promise<void> {
    return this.send({ cmd: 'load', url: this.baseUrl + pagePath });
  }

  reload(): Promise<void> {
    return this.send({ cmd: 'reload' });
  }

  evaluate<T>(body: string, ...args: (string | number | boolean)[]): Promise<T> {
    return this.send<T>({ cmd: 'eval', body: call(body, args) });
  }

  /** Waits in the host until `body` returns a truthy value, polling; throws after `timeoutMs`. */
  waitFor<T>(
    what: string,
    body: string,
    timeoutMs = 15_000,
    ...args: (string | number | boolean)[]
  ) {
    return this.send<T>(
      { cmd: 'wait', body: call(body, args), timeout_ms: timeoutMs },
      timeoutMs + 30_000,
    ).catch((error: unknown) => {
      throw new Error(`${what}: ${(error as Error).message}`);
    });
  }

  private async element(find: string, args: (string | number | boolean)[], then: string) {
    await this.waitFor(
      `element for ${find.slice(0, 60)} ${args.join(' ')}`,
      `const element = (function () { ${find} }).apply(null, arguments);
        if (!element) return false;
        element.scrollIntoView({ block: 'center' });
        ${then}
        return true;`,
      15_000,
      ...args,
    );
  }

  async click(find: string, ...args: (string | number | boolean)[]): Promise<void> {
    await this.element(find, args, 'element.click();');
  }

  async type(find: string, text: string, ...args: (string | number | boolean)[]): Promise<void> {
    // React keeps its own copy of an input's value: set it through the prototype's setter.
    await this.element(
      find,
      args,
      `element.focus();
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value').set;
        setter.call(element, ${JSON.stringify(text)});
        element.dispatchEvent(new Event('input', { bubbles: true }));`,
    );
  }

  /** The window's size is fixed when the host starts: this only reports it. */
  setViewport(): Promise<{ width: number; height: number }> {
    return this.evaluate('return { width: innerWidth, height: innerHeight };');
  }

  /** Saves the visible page and checks the PNG is the page's CSS width times its device scale. */
  async screenshot(file: string): Promise<void> {
    await this.send({ cmd: 'screenshot', path: file });
    const { width } = await pngSize(file);
    const { css, scale } = await this.evaluate<{ css: number; scale: number }>(
      'return { css: innerWidth, scale: devicePixelRatio };',
    );
    if (width !== css * scale) {
      throw new Error(`${path.basename(file)} is ${width} px wide, not ${css} x ${scale}`);
    }
  }

  takeErrors(): Promise<string[]> {
    return this.send<string[]>({ cmd: 'errors' });
  }

  async close(): Promise<void> {
    if (!this.exited) await this.send({ cmd: 'quit' }, 10_000).catch(() => undefined);
    if (!this.exited) this.child.kill();
  }
}

/** Loads `url` in a fresh host, saves `screenshot`; throws unless clean, found and 390 x 844. */
export async function loadAtPhoneWidth(
  url: string,
  text: string,
  screenshot: string,
  dataDir: string,
) {
  const page = await HostPage.open('', dataDir);
  try {
    await page.goto(url);
    await page.waitFor(
      `${url} at 390 px shows "${text}"`,
      'return document.body.innerText.includes(arguments[0]);',
      30_000,
      text,
    );
    const size = await page.setViewport();
    if (size.width !== 390 || size.height !== 844) {
      throw new Error(`${url}: the page was ${size.width}x${size.height}, not 390x844`);
    }
    // Half a second more for what the text's arrival set going to log its errors.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await page.screenshot(screenshot);
    const errors = await page.takeErrors();
    if (errors.length > 0) throw new Error(`${url} at 390 px: ${errors.join('; ')}`);
  } finally {
    await page.close();
  }
}
