// Finds the citations of the repository's own documents in its files and the ones that point
// nowhere. Comments cite a document by path and section ("docs/decisions.md, Auth"); a section
// that was renamed or never written leaves the reader with nothing (docs/architecture.md, Tests).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface BrokenCitation {
  file: string;
  line: number;
  citation: string;
  reason: string;
}

/** The documents whose sections may be cited: the README, the bench's figures and docs/. */
const CITED_DOCUMENT = /\b((?:docs\/[\w-]+|bench\/README|tests\/README|README)\.md)\b/g;

/**
 * Citations of things outside the repository, which a newcomer cannot open: a tracker's issue
 * numbers and the numbered sections of a specification kept elsewhere.
 */
const OUTSIDE_CITATIONS = [
  { pattern: /\b[Ii]ssues? #?\d+/g, reason: 'cites an issue number, not the repository' },
  { pattern: /\bspec(?:ification)?(?:'s)? (?:section|§) ?\d+/gi, reason: 'cites a spec section' },
];

/** A heading's words, as a section is cited: "## Free times in the owner's form". */
function headingsOf(markdown: string): Set<string> {
  const headings = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const words = heading[1].replace(/`/g, '');
    headings.add(words);
    // "Diary (`npm run bench:diary`)" is cited as "Diary".
    headings.add(words.replace(/\s*\([^)]*\)$/, ''));
  }
  return headings;
}

/**
 * The words after "docs/x.md, " up to where the citation must end at the latest: a closing
 * bracket, a colon or semicolon, a quote, a full stop. Undefined when no section is named.
 */
function sectionText(text: string): string | undefined {
  const quoted = /^,\s+"([^"]+)"/.exec(text);
  if (quoted?.[1]) return quoted[1];
  const match =
    /^,\s+([A-Z](?:[^()\]:;"`*]|\([^)]*\))*?)(?=[)\]:;"`*]|'(?![a-z])|\.(?:\s|$)|$)/.exec(text);
  return match?.[1]?.replace(/\s+/g, ' ').trim();
}

/**
 * Whether the words name sections: the longest run of leading words that is a heading, or two
 * headings joined by "and" or a comma; what follows them is the sentence going on.
 */
function namesSections(words: string, headings: Set<string>): boolean {
  const tokens = words.split(' ');
  for (let end = tokens.length; end > 0; end -= 1) {
    const candidate = tokens.slice(0, end).join(' ').replace(/,$/, '');
    if (headings.has(candidate)) return true;
    const parts = candidate.split(/\s*,\s*|\s+and\s+/).filter(Boolean);
    if (parts.length > 1 && parts.every((part) => headings.has(part))) return true;
  }
  return false;
}

/** Comment continuation markers folded, so a citation broken over two lines reads as one. */
function foldComments(text: string): string {
  return text.replace(/\n[ \t]*(?:\/\/|\*(?!\/)|#(?!#)|>)?[ \t]*/g, ' \n');
}

export function trackedFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /\.(?:[cm]?[jt]sx?|md|css|html|sh|yaml|yml)$|(?:^|\/)run$/.test(file))
    .filter((file) => !file.endsWith('routeTree.gen.ts') && !file.includes('doc-citations'))
    .filter((file) => existsSync(resolve(root, file)));
}

export function brokenCitations(root: string, files: string[]): BrokenCitation[] {
  const headingCache = new Map<string, Set<string> | undefined>();
  const headingsFor = (document: string) => {
    if (!headingCache.has(document)) {
      const path = resolve(root, document);
      headingCache.set(
        document,
        existsSync(path) ? headingsOf(readFileSync(path, 'utf8')) : undefined,
      );
    }
    return headingCache.get(document);
  };

  const broken: BrokenCitation[] = [];
  for (const file of files) {
    const original = readFileSync(resolve(root, file), 'utf8');
    const folded = foldComments(original);
    const lineAt = (index: number) => folded.slice(0, index).split('\n').length;

    for (const match of folded.matchAll(CITED_DOCUMENT)) {
      const document = match[1] ?? '';
      const headings = headingsFor(document);
      const at = match.index ?? 0;
      if (!headings) {
        broken.push({ file, line: lineAt(at), citation: document, reason: 'no such document' });
        continue;
      }
      const section = sectionText(folded.slice(at + document.length, at + document.length + 160));
      if (section && !namesSections(section, headings)) {
        broken.push({
          file,
          line: lineAt(at),
          citation: `${document}, ${section.split(' ').slice(0, 6).join(' ')}`,
          reason: 'no such section',
        });
      }
    }
    for (const { pattern, reason } of OUTSIDE_CITATIONS) {
      for (const match of folded.matchAll(pattern)) {
        broken.push({ file, line: lineAt(match.index ?? 0), citation: match[0], reason });
      }
    }
  }
  return broken;
}
