// npm test runs every layer even when one before it failed, says which failed, and a layer that
// needs a failed one is reported as not run (scripts/test-layers.ts; tests/README.md, Layers).
import { describe, expect, it } from 'vitest';
import { runLayers } from '../../scripts/test-layers.js';

const node = (code: string) => [process.execPath, '-e', code];

describe('npm test', () => {
  it('runs the layers after a failed one and reports each', async () => {
    const results = await runLayers([
      { name: 'first', command: node('process.exit(3)') },
      { name: 'second', command: node('process.exit(0)') },
      { name: 'third', command: node('process.exit(1)') },
      { name: 'needs the third', command: node('process.exit(0)'), needs: 'third' },
      { name: 'needs the second', command: node('process.exit(0)'), needs: 'second' },
    ]);
    expect(results.map(({ name, outcome }) => [name, outcome])).toEqual([
      ['first', 'FAILED (exit 3)'],
      ['second', 'passed'],
      ['third', 'FAILED (exit 1)'],
      ['needs the third', 'not run (third failed)'],
      ['needs the second', 'passed'],
    ]);
  });
});
