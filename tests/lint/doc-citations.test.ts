// Every citation of the repository's own documents points at a document and a section that
// exist, and nothing cites what a newcomer cannot open (docs/architecture.md, Tests).
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenCitations, trackedFiles } from './doc-citations.js';

const root = resolve(import.meta.dirname, '../..');

describe('citations of docs/', () => {
  it('every citation in the tree points at an existing document and section', () => {
    const broken = brokenCitations(root, trackedFiles(root));
    expect(broken.map((b) => `${b.file}:${b.line} ${b.citation} (${b.reason})`)).toEqual([]);
  });

  it('finds a missing section, a missing document, an issue number and a spec section', () => {
    const probe = mkdtempSync(join(tmpdir(), 'citations-'));
    mkdirSync(join(probe, 'docs'));
    writeFileSync(
      join(probe, 'docs/guide.md'),
      "# Guide\n\n## Offline\n\n## Free times in the owner's form\n",
    );
    writeFileSync(
      join(probe, 'code.ts'),
      [
        "// Kept (docs/guide.md, Offline). And docs/guide.md, Free times in the owner's form.",
        '// Wrapped over two lines: docs/guide.md, Free times in the',
        "// owner's form: still found.",
        '// Broken: docs/guide.md, Onfline; docs/missing.md; issue 12; spec section 4.',
      ].join('\n'),
    );
    const broken = brokenCitations(probe, ['code.ts']);
    expect(broken.map(({ line, citation, reason }) => ({ line, citation, reason }))).toEqual([
      { line: 4, citation: 'docs/guide.md, Onfline', reason: 'no such section' },
      { line: 4, citation: 'docs/missing.md', reason: 'no such document' },
      { line: 4, citation: 'issue 12', reason: 'cites an issue number, not the repository' },
      { line: 4, citation: 'spec section 4', reason: 'cites a spec section' },
    ]);
  });
});
