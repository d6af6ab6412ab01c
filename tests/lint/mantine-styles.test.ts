// Mantine's CSS is imported per component (docs/architecture.md, Styles): the shell's list in
// src/app/styles/shell-styles.ts loads with the entry, and each folder's styles.ts with the chunks
// that render its components. A component left out renders unstyled only on the screens that use
// it, which no type check or unit test (jsdom loads no CSS) would notice: this test does.
//
// What a Mantine export needs is read from the package's own ES build: the export's module graph
// (following imports of @mantine/core from the other packages) reaches one `X.module.mjs` per
// stylesheet it uses, `@mantine/core/styles/X.css` for the core and `@mantine/<package>/styles.css`
// for the others. Select, for one, needs Combobox, Input, Popover and ScrollArea as well.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const srcDir = path.join(root, 'src');
const mantineDir = path.join(root, 'node_modules/@mantine');
/** The packages whose components bring CSS; hooks, form and store have none. */
const STYLED_PACKAGES = ['core', 'dates', 'dropzone', 'notifications', 'schedule'];

const moduleImport =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:\{([^}]*)\}\s*from\s*|[\w*\s,]+?\s+from\s*)?["']([^"']+)["']/gm;

function specifierNames(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

const packageIndexes = new Map<string, string>();
const needsCache = new Map<string, Set<string>>();

/** The file of a package's ES build that an export of its index comes from. */
function exportSource(pkg: string, name: string): string | undefined {
  const index = path.join(mantineDir, pkg, 'esm/index.mjs');
  if (!packageIndexes.has(pkg)) packageIndexes.set(pkg, fs.readFileSync(index, 'utf8'));
  for (const match of packageIndexes.get(pkg)!.matchAll(moduleImport)) {
    const [, names, from] = match;
    if (names && from!.startsWith('.') && specifierNames(names).includes(name)) {
      return path.resolve(path.dirname(index), from!);
    }
  }
  return undefined;
}

function stylesheetOf(moduleFile: string): string {
  const [pkg] = path.relative(mantineDir, moduleFile).split(path.sep);
  return pkg === 'core'
    ? `@mantine/core/styles/${path.basename(moduleFile, '.module.mjs')}.css`
    : `@mantine/${pkg}/styles.css`;
}

function walk(file: string, seen: Set<string>, sheets: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  if (file.endsWith('.module.mjs')) sheets.add(stylesheetOf(file));
  for (const [, names, from] of fs.readFileSync(file, 'utf8').matchAll(moduleImport)) {
    if (from!.startsWith('.')) walk(path.resolve(path.dirname(file), from!), seen, sheets);
    else if (from === '@mantine/core' && names) {
      for (const name of specifierNames(names))
        for (const sheet of needs('core', name)) sheets.add(sheet);
    }
  }
}

/** The stylesheets a Mantine export renders with, its inner components' included. */
function needs(pkg: string, name: string): Set<string> {
  const key = `${pkg}:${name}`;
  const cached = needsCache.get(key);
  if (cached) return cached;
  const sheets = new Set<string>();
  needsCache.set(key, sheets);
  const source = exportSource(pkg, name);
  if (source) walk(source, new Set(), sheets);
  return sheets;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** Mantine stylesheets a file imports for their effect, itself or through modules it so imports. */
function importedSheets(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const sheets: string[] = [];
  for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/^import\s+'([^']+)';/gm)) {
    if (specifier!.startsWith('@mantine/')) sheets.push(specifier!);
    else if (specifier!.startsWith('.')) {
      const target = resolveRelative(file, specifier!);
      if (target && /\.tsx?$/.test(target)) sheets.push(...importedSheets(target, seen));
    }
  }
  return sheets;
}

/** The stylesheets a file's Mantine imports render with. */
function fileNeeds(file: string): Map<string, string[]> {
  const byComponent = new Map<string, string[]>();
  const mantineImport = /^import\s+\{([^}]*)\}\s+from\s+'@mantine\/([a-z]+)';/gm;
  for (const [, names, pkg] of fs.readFileSync(file, 'utf8').matchAll(mantineImport)) {
    if (!STYLED_PACKAGES.includes(pkg!)) continue;
    for (const name of specifierNames(names!)) {
      const sheets = [...needs(pkg!, name)];
      if (sheets.length > 0) byComponent.set(`${name} (@mantine/${pkg})`, sheets);
    }
  }
  return byComponent;
}

/** Where each of @mantine/core's stylesheets sits in its full styles.css: the order to keep. */
function coreOrder(): Map<string, number> {
  const full = fs.readFileSync(path.join(mantineDir, 'core/styles.css'), 'utf8');
  const order = new Map<string, number>();
  for (const file of fs.readdirSync(path.join(mantineDir, 'core/styles'))) {
    if (file.includes('.layer.')) continue;
    const css = fs.readFileSync(path.join(mantineDir, 'core/styles', file), 'utf8');
    const firstClass = /\.m_[0-9a-f]+/.exec(css)?.[0];
    const at = full.indexOf(firstClass ?? css.trim().slice(0, 200));
    if (at >= 0) order.set(`@mantine/core/styles/${file}`, at);
  }
  return order;
}

const shellSheets = new Set(importedSheets(path.join(srcDir, 'main.tsx')));
const relative = (file: string) => path.relative(root, file);

describe('Mantine styles', () => {
  it('reads what a component needs from the package build', () => {
    expect([...needs('core', 'Button')]).toEqual(
      expect.arrayContaining([
        '@mantine/core/styles/Button.css',
        '@mantine/core/styles/Loader.css',
      ]),
    );
    expect([...needs('core', 'Select')]).toEqual(
      expect.arrayContaining([
        '@mantine/core/styles/Combobox.css',
        '@mantine/core/styles/Input.css',
        '@mantine/core/styles/Popover.css',
      ]),
    );
    expect([...needs('dates', 'TimePicker')]).toContain('@mantine/dates/styles.css');
    expect(needs('core', 'Box').size).toBe(0);
    expect(shellSheets).toContain('@mantine/core/styles/baseline.css');
  });

  it('every stylesheet named exists in node_modules', () => {
    const named = new Set([
      ...shellSheets,
      ...sourceFiles(srcDir).flatMap((f) => importedSheets(f)),
    ]);
    for (const sheet of named) {
      expect(fs.existsSync(path.join(root, 'node_modules', sheet)), sheet).toBe(true);
    }
  });

  it("each file's Mantine components have their CSS from the shell or the file's own imports", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const own = new Set(importedSheets(file));
      for (const [component, sheets] of fileNeeds(file)) {
        const absent = sheets.filter((sheet) => !shellSheets.has(sheet) && !own.has(sheet));
        if (absent.length > 0)
          missing.push(`${relative(file)}: ${component} needs ${absent.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("imports the stylesheets in Mantine's order, core first, and never the whole core", () => {
    const order = coreOrder();
    const misordered: string[] = [];
    for (const file of [path.join(srcDir, 'main.tsx'), ...sourceFiles(srcDir)]) {
      const direct = [
        ...fs.readFileSync(file, 'utf8').matchAll(/^import\s+'(@mantine\/[^']+)';/gm),
      ];
      const sheets = direct.map((match) => match[1]!);
      expect(sheets, relative(file)).not.toContain('@mantine/core/styles.css');
      // A package's stylesheet (dates, schedule...) ranks after every core one.
      const rank = (sheet: string) => order.get(sheet) ?? Number.MAX_SAFE_INTEGER;
      const sorted = [...sheets].sort((a, b) => rank(a) - rank(b));
      if (sheets.join() !== sorted.join())
        misordered.push(`${relative(file)}: ${sorted.join(', ')}`);
    }
    expect(misordered).toEqual([]);
  });
});
