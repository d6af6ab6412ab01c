// What the main thread does while a screen first loads (Lighthouse's Total Blocking
// Time): the built app on the demo data in headless Chromium, CPU throttled 4× as Lighthouse's
// mobile preset simulates, a V8 CPU profile from navigation until the network is idle. Samples are
// mapped back through the build's source maps to a package or a src/ file, and the busy stretches
// of the main thread (no idle sample for more than 1 ms) over 50 ms are listed with what took
// their time. A first visit: a fresh context holding only the token, service worker blocked.
//
//   npm run build && tsx bench/cpu-profile.ts /dashboard [/appointments ...]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/shared/chromium-flags.js';
import { startSeededServer } from './seeded-server.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

// PROFILE_STACKS_OF: a pattern of origins whose samples are traced back to the app's frames.
const STACKS_OF = process.env.PROFILE_STACKS_OF ? new RegExp(process.env.PROFILE_STACKS_OF) : null;
const distDir = process.env.DIST_DIR ?? path.resolve(import.meta.dirname, '../dist');
const consumers = new Map<string, SourceMapConsumer | null>();

function consumer(url: string): SourceMapConsumer | null {
  const file = new URL(url).pathname;
  if (!consumers.has(file)) {
    const map = path.join(distDir, `${file}.map`);
    consumers.set(
      file,
      fs.existsSync(map)
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8')) as RawSourceMap)
        : null,
    );
  }
  return consumers.get(file) ?? null;
}

/** A package (`react-dom`, `@mantine/core`) or the app's file, or what V8 calls the frame. */
function origin(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName || '(native)';
  if (!frame.url.includes('/assets/')) return new URL(frame.url).pathname;
  const map = consumer(frame.url);
  const source = map?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  }).source;
  if (!source) return new URL(frame.url).pathname;
  const modules = source.lastIndexOf('node_modules/');
  if (modules < 0) return source.replace(/^(\.\.\/)+/, '');
  const rest = source.slice(modules + 'node_modules/'.length).split('/');
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
}

function nameOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url.includes('/assets/')) return frame.functionName;
  const position = consumer(frame.url)?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  return `${position?.name ?? frame.functionName}:${position?.line ?? '?'}`;
}

function summarize(label: string, profile: Profile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  // The first frame below the root of a sample's stack that is the app's or a package's: which
  // top-level work (a chunk's evaluation, React's render, a timer) the sample belongs to.
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const total = new Map<string, number>();
  const stacks = new Map<string, number>();
  type Stretch = {
    start: number;
    end: number;
    self: Map<string, number>;
    top: Map<string, number>;
    fn: Map<string, number>;
  };
  const stretches: Stretch[] = [];
  let current: Stretch | null = null;
  let time = profile.startTime;
  let lastBusy = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (idle.has(id) || byId.get(id)?.callFrame.functionName === '(program)') {
      if (current && time - lastBusy > 1000) current = null;
      return;
    }
    if (!current) {
      current = { start: time, end: time, self: new Map(), top: new Map(), fn: new Map() };
      stretches.push(current);
    }
    current.end = time;
    lastBusy = time;
    const node = byId.get(id)!;
    const self = origin(node.callFrame);
    if (STACKS_OF && STACKS_OF.test(self)) {
      const names: string[] = [];
      for (let up: number | undefined = node.id; up !== undefined; up = parents.get(up)) {
        const frame = byId.get(up)!.callFrame;
        if (/src\/|contract\/|@mantine/.test(origin(frame)))
          names.push(`${nameOf(frame)} @ ${origin(frame)}`);
      }
      const key = names.slice(0, 4).join(' < ');
      stacks.set(key, (stacks.get(key) ?? 0) + delta / 1000);
    }
    const ms = delta / 1000;
    current.self.set(self, (current.self.get(self) ?? 0) + ms);
    // The app's and the router's own functions, by the name the source map gives.
    let frame = node;
    while (frame && !/src\/|router-core|react-router|contract\//.test(origin(frame.callFrame))) {
      const up = parents.get(frame.id);
      frame = up === undefined ? undefined! : byId.get(up)!;
    }
    if (frame) {
      const key = `${nameOf(frame.callFrame)} @ ${origin(frame.callFrame)}`;
      current.fn.set(key, (current.fn.get(key) ?? 0) + ms);
    }
    total.set(self, (total.get(self) ?? 0) + ms);
    let top = node;
    for (let up = parents.get(top.id); up !== undefined; up = parents.get(up)) {
      const parent = byId.get(up)!;
      if (parent.callFrame.functionName === '(root)') break;
      top = parent;
    }
    const key = `${top.callFrame.functionName || '(anonymous)'} @ ${origin(top.callFrame)}`;
    current.top.set(key, (current.top.get(key) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>, n: number): string =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join('; ');
  const busy = [...total.values()].reduce((a, b) => a + b, 0);
  console.log(`\n## ${label}: ${busy.toFixed(0)} ms busy (4× throttled)`);
  console.log(`self time: ${sorted(total, 15)}`);
  if (STACKS_OF)
    console.log(`app frames under ${STACKS_OF}:\n  ${sorted(stacks, 12).replaceAll('; ', '\n  ')}`);
  for (const stretch of stretches) {
    const length = (stretch.end - stretch.start) / 1000;
    if (length < 50) continue;
    console.log(
      `- at ${((stretch.start - profile.startTime) / 1000).toFixed(0)} ms, ${length.toFixed(0)} ms\n    self: ${sorted(stretch.self, 8)}\n    under: ${sorted(stretch.top, 5)}\n    app/router frame: ${sorted(stretch.fn, 6)}`,
    );
  }
}

async function main(): Promise<void> {
  const screens = process.argv.slice(2);
  const server = await startSeededServer('1×', ['--today', '2026-11-23']);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const screen of screens) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 412, height: 823 },
      });
      if (screen !== '/login')
        await context.addInitScript((token) => {
          if (!localStorage.getItem('token')) localStorage.setItem('token', token);
        }, server.token);
      // The long tasks as Chromium reports them, throttled: a blocking time like Lighthouse's
      // (what each task spends over 50 ms), counted from the first contentful paint.
      await context.addInitScript(() => {
        const tasks: [number, number][] = [];
        (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.base}${screen}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const { tasks, fcp } = await page.evaluate(() => ({
        tasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      const after = tasks.filter(([start]) => start >= fcp);
      console.log(
        `\n${screen}: FCP ${fcp.toFixed(0)} ms, blocking after it ${after.reduce((sum, [, d]) => sum + d - 50, 0).toFixed(0)} ms, long tasks ${tasks.map(([start, d]) => `${d.toFixed(0)}@${start.toFixed(0)}`).join(' ')}`,
      );
      summarize(`${screen} (load ${os.loadavg()[0]!.toFixed(1)})`, profile);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
