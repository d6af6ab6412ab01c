// npm test: every layer of the suite, each run even when one before it failed, then one line per
// layer, and a non-zero exit if any failed (tests/README.md, Layers). `vitest run && npm run
// test:e2e` stopped at the first failure, and the end-to-end suite never said a word.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export interface Layer {
  name: string;
  command: string[];
  /** A layer that cannot run unless this one passed (the build before the browser). */
  needs?: string;
}

export interface LayerResult {
  name: string;
  outcome: string;
  seconds: number;
}

export const LAYERS: Layer[] = [
  { name: 'unit, component and server (vitest)', command: ['npx', 'vitest', 'run'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'end-to-end (Playwright)', command: ['npx', 'playwright', 'test'], needs: 'build' },
];

function run(command: string[]): Promise<number> {
  const [file = '', ...args] = command;
  const child = spawn(file, args, { stdio: 'inherit' });
  return new Promise((resolve) => {
    child.once('error', () => resolve(127));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs every layer in turn; prints a summary; answers each layer's outcome. */
export async function runLayers(layers: Layer[]): Promise<LayerResult[]> {
  const results: LayerResult[] = [];
  const passed = new Set<string>();
  for (const layer of layers) {
    if (layer.needs && !passed.has(layer.needs)) {
      results.push({ name: layer.name, outcome: `not run (${layer.needs} failed)`, seconds: 0 });
      continue;
    }
    console.log(`\n== ${layer.name}: ${layer.command.join(' ')}`);
    const started = Date.now();
    const code = await run(layer.command);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (code === 0) passed.add(layer.name);
    results.push({
      name: layer.name,
      outcome: code === 0 ? 'passed' : `FAILED (exit ${code})`,
      seconds,
    });
  }
  console.log('\n== every layer');
  for (const { name, outcome, seconds } of results) {
    console.log(`${outcome.padEnd(24)} ${String(seconds).padStart(5)} s  ${name}`);
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runLayers(LAYERS);
  process.exit(results.every(({ outcome }) => outcome === 'passed') ? 0 : 1);
}
