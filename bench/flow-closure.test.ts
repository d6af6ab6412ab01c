// bench:flow-files counts a flow's files as its route's import closure (bench/README.md, Files a
// flow passes through). When the imports moved to aliases it went on counting one file a flow
// without a word: these trees of a few files keep the aliases followed, as the measured tree's
// tsconfig.json maps them, and a file of the tree that cannot be found stops the count.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOWS, importClosure, ownFiles } from './flow-closure.js';

const repositoryRoot = resolve(import.meta.dirname, '..');
const trees: string[] = [];

/** A tree of `files` (path → text) in a folder of its own, removed after the test. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'flow-closure-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

function tsconfig(paths: Record<string, string[]>): string {
  return JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', paths },
  });
}

const screen = {
  'src/routes/screen.tsx': [
    "import { useState } from 'react';",
    "import { Part } from '@/features/thing/part';",
    "import type { Shape } from '@contract/shape';",
    "import { helper } from '../lib/helper.js';",
    'export const screen: Shape = [useState, Part, helper];',
  ].join('\n'),
  'src/features/thing/part.tsx': [
    'export const Part = () => null;',
    "export const later = () => import('@/lib/later');",
  ].join('\n'),
  'contract/shape.ts': 'export type Shape = unknown[];',
  'src/lib/helper.ts': 'export const helper = 1;',
  'src/lib/later.ts': 'export const later = 2;',
  'src/lib/unreached.ts': 'export const unreached = 3;',
};

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("a flow's import closure", () => {
  it("follows the tree's aliases, relative imports, type imports and import()", () => {
    const root = tree({
      ...screen,
      'tsconfig.json': tsconfig({ '@/*': ['./src/*'], '@contract/*': ['./contract/*'] }),
    });
    const files = importClosure(root, 'src/routes/screen.tsx');
    expect(files).toEqual([
      'contract/shape.ts',
      'src/features/thing/part.tsx',
      'src/lib/helper.ts',
      'src/lib/later.ts',
      'src/routes/screen.tsx',
    ]);
    expect(ownFiles(files)).toEqual(['src/features/thing/part.tsx', 'src/routes/screen.tsx']);
  });

  it('stops at a file of the tree that cannot be found rather than leave it out', () => {
    const root = tree({
      ...screen,
      'tsconfig.json': tsconfig({ '@/*': ['./app/*'], '@contract/*': ['./contract/*'] }),
    });
    expect(() => importClosure(root, 'src/routes/screen.tsx')).toThrow(
      "cannot resolve '@/features/thing/part'",
    );
  });

  it("reaches past each real flow's route in this repository", () => {
    for (const entry of Object.values(FLOWS)) {
      const files = importClosure(repositoryRoot, entry);
      // The shared parts (src/lib, src/components, contract/) are imported by alias.
      expect(files.filter((file) => file.startsWith('contract/')).length, entry).toBeGreaterThan(0);
      expect(files.length - ownFiles(files).length, entry).toBeGreaterThan(10);
    }
  });
});
