// The report calls and the CSV of three years (docs/decisions.md, Reports) on
// `npm run demo -- --years 3` (about 46,000 bookings), on SQLite and on PostgreSQL side by side:
// the median time of GET /api/reports per period, one call at a time, and the bookings' CSV of
// the whole three years downloaded BENCH_DOWNLOADS times (5) in a row, each between forced
// collections, while the server's JS heap (over the inspector, bench/heap-inspector.ts) and its
// resident memory (from /proc) are read every 20 ms; then twice more with collections during the
// download, read fast and read slowly, for the heap it keeps alive while it runs. PostgreSQL is
// the server at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), in a database of its
// own, dropped at the end; BENCH_DATABASES=sqlite skips it.
//
// BENCH_BEFORE_DIR=<a worktree of an older commit, with its node_modules> times that tree's server
// beside this one's on the same data (tree-pair.ts). The CSV is downloaded from this tree's
// server only.
import fs from 'node:fs';
import { presetPeriod, REPORT_PRESETS, type ReportQuery } from '../contract/reports.js';
import {
  connectHeapInspector,
  freePort,
  type HeapInspector,
  type HeapUsage,
} from './heap-inspector.js';
import { median } from './median.js';
import {
  BEFORE_DIR,
  BENCH_TODAY as TODAY,
  DATABASES,
  loadAverage,
  timeAlternating,
  withSeededCopies,
  withServers,
  type Served,
} from './tree-pair.js';

/** Downloads of the three years' CSV in a row, on each database. */
const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 5);
/** The last two downloads' collections: often enough to catch pieces in flight many times. */
const LIVE_EVERY_MS = 250;
/** The slow reader's pause after each chunk it reads: about half a MiB a second here. */
const SLOW_READ_PAUSE_MS = 20;

const PERIODS: { name: string; period: ReportQuery }[] = [
  ...REPORT_PRESETS.map((preset) => ({ name: preset, period: presetPeriod(preset, TODAY, 1) })),
  { name: 'three years', period: { from: '2023-11-24', to: TODAY } },
];

/** The process's resident memory in MiB, from /proc. */
function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface Download {
  rows: number;
  mib: number;
  seconds: number;
  /** The reader's pause after each chunk, if it read slowly. */
  pauseMs?: number;
  /** The server's memory, MiB, each figure of the JS heap as `Runtime.getHeapUsage` gives it. */
  memory: {
    /** Heap used after a forced collection before the download, and after it. */
    heapBefore: number;
    heapAfter: number;
    /** Heap used at its highest during the download: live objects and garbage not yet collected. */
    heapPeak: number;
    /**
     * With collections during the download: the most it kept alive, heap used after each of them
     * at its highest (the peak is then lower than the collector alone would let it grow).
     */
    heapLive?: number;
    /** The heap's spaces (what V8 reserved for it), before and at their largest. */
    heapTotalBefore: number;
    heapTotalPeak: number;
    /** Resident memory (VmRSS) before, at its highest and after the collection after. */
    rssBefore: number;
    rssPeak: number;
    rssAfter: number;
  };
}

interface Result {
  database: string;
  tree: string;
  medians: Map<string, number>;
  csv: Download[];
}

/**
 * The bookings' CSV of the three years, read as it comes. A full collection before and after
 * (HeapProfiler.collectGarbage, over the inspector), and meanwhile the server's JS heap and RSS
 * read every 20 ms: what the download leaves behind shows as the collected figure after against
 * the one before; the peak also counts garbage the collector had not reached yet. With
 * `collectEveryMs`, a collection that often during it too: the heap it holds while it runs. With
 * `pauseMs`, a pause after each chunk read, as a slow network would: the server must then wait
 * for the reader instead of reading ahead into memory.
 */
async function download(
  base: string,
  headers: Record<string, string>,
  pid: number,
  inspector: HeapInspector,
  { collectEveryMs, pauseMs }: { collectEveryMs?: number; pauseMs?: number } = {},
): Promise<Download> {
  const before = await inspector.collected();
  const memory = {
    heapBefore: before.used,
    heapAfter: 0,
    heapPeak: before.used,
    heapLive: collectEveryMs ? before.used : undefined,
    heapTotalBefore: before.total,
    heapTotalPeak: before.total,
    rssBefore: rssMiB(pid),
    rssPeak: 0,
    rssAfter: 0,
  };
  memory.rssPeak = memory.rssBefore;
  const sample = (heap: HeapUsage) => {
    memory.heapPeak = Math.max(memory.heapPeak, heap.used);
    memory.heapTotalPeak = Math.max(memory.heapTotalPeak, heap.total);
    memory.rssPeak = Math.max(memory.rssPeak, rssMiB(pid));
  };
  let reading = true;
  // One question to the inspector at a time, 20 ms apart: the answers come over its socket.
  const sampling = (async () => {
    let lastCollected = performance.now();
    while (reading) {
      sample(await inspector.usage());
      if (collectEveryMs && performance.now() - lastCollected >= collectEveryMs) {
        const live = (await inspector.collected()).used;
        memory.heapLive = Math.max(memory.heapLive ?? live, live);
        lastCollected = performance.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const answer = await fetch(`${base}/api/reports/csv/appointments?from=2023-11-24&to=${TODAY}`, {
    headers,
  });
  let bytes = 0;
  let rows = 0;
  const reader = answer.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 10) rows += 1;
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  const seconds = (performance.now() - started) / 1000;
  reading = false;
  await sampling;
  sample(await inspector.usage());
  memory.heapAfter = (await inspector.collected()).used;
  memory.rssAfter = rssMiB(pid);
  return { rows: rows - 1, mib: bytes / 1024 / 1024, seconds, pauseMs, memory };
}

/**
 * DOWNLOADS downloads in a row, then two with collections during them, for what the export holds
 * while it runs: read as fast as it comes, and read slowly, when the server must wait for the
 * reader. Over the inspector the server opened on `inspectPort`, closed again before it stops.
 */
async function downloads(
  base: string,
  headers: Record<string, string>,
  pid: number,
  inspectPort: number,
): Promise<Download[]> {
  const inspector = await connectHeapInspector(inspectPort);
  try {
    const csv: Download[] = [];
    for (let index = 0; index < DOWNLOADS; index += 1) {
      csv.push(await download(base, headers, pid, inspector));
    }
    for (const pauseMs of [undefined, SLOW_READ_PAUSE_MS]) {
      const options = { collectEveryMs: LIVE_EVERY_MS, pauseMs };
      csv.push(await download(base, headers, pid, inspector, options));
    }
    return csv;
  } finally {
    inspector.close();
  }
}

async function measure(database: string, served: Served[]): Promise<Result[]> {
  // The inspector on this tree's server only, the one whose CSV is measured; its port is chosen
  // here so the bench knows where to connect once withServers has started it.
  const inspectPort = await freePort();
  const inspectAfter = { after: [`--inspect=127.0.0.1:${inspectPort}`] };
  return withServers(
    served,
    async (running) => {
      for (const { name, period } of PERIODS) {
        // One period at a time, as this bench always timed them.
        const path = `/api/reports?from=${period.from}&to=${period.to}`;
        await timeAlternating(running, [{ name, path }]);
      }

      // The three years downloaded several times in a row, each between forced collections:
      // memory held per row or per piece would raise the collected heap from one download to the
      // next; heap the collector had not yet reclaimed would not. This tree's server only: the CSV
      // is not what an older tree is compared on.
      const results: Result[] = [];
      for (const target of running) {
        const csv: Download[] = [];
        const { tree, base, headers, server } = target;
        if (tree === 'after')
          csv.push(...(await downloads(base, headers, server.pid!, inspectPort)));
        const medians = new Map([...target.times].map(([name, times]) => [name, median(times)]));
        results.push({ database, tree, medians, csv });
      }
      return results;
    },
    { nodeOptions: inspectAfter },
  );
}

const results: Result[] = [];
console.log(`${new Date().toISOString()} load average before: ${loadAverage()}`);
for (const database of DATABASES) {
  const timed = await withSeededCopies(database, 'reports-bench', 3931, (served) =>
    measure(database, served),
  );
  results.push(...timed);
}
console.log(`${new Date().toISOString()} load average after: ${loadAverage()}`);

const columns = results.map((r) => (BEFORE_DIR ? `${r.database}, ${r.tree}` : r.database));
console.log(`\n| GET /api/reports, median ms | ${columns.join(' | ')} |`);
console.log(`| --- | ${results.map(() => '---:').join(' | ')} |`);
for (const { name, period } of PERIODS) {
  const cells = results.map((r) => r.medians.get(name)!.toFixed(1));
  console.log(`| ${name} (${period.from} to ${period.to}) | ${cells.join(' | ')} |`);
}
console.log(
  '\n| CSV of three years | download | rows | MiB | s | heap used MiB: collected before | ' +
    'peak | live during | collected after | heap total MiB: before | peak | ' +
    'RSS MiB: before | peak | after |',
);
console.log(`| --- | ${Array.from({ length: 13 }, () => '---:').join(' | ')} |`);
for (const { database, csv } of results) {
  csv.forEach(({ rows, mib, seconds, pauseMs, memory: m }, index) => {
    const figures = [
      [m.heapBefore, m.heapPeak, m.heapLive, m.heapAfter],
      [m.heapTotalBefore, m.heapTotalPeak],
      [m.rssBefore, m.rssPeak, m.rssAfter],
    ].flatMap((group) => group.map((figure) => figure?.toFixed(1) ?? '–'));
    const collected = m.heapLive === undefined ? '' : `, collected every ${LIVE_EVERY_MS} ms`;
    const slow = pauseMs ? `, read slowly (${pauseMs} ms after each chunk)` : '';
    const which = `${index + 1}${collected}${slow}`;
    console.log(
      `| ${database} | ${which} | ${rows} | ${mib.toFixed(1)} | ${seconds.toFixed(1)} | ` +
        `${figures.join(' | ')} |`,
    );
  });
}
