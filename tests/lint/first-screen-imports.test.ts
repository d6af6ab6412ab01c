// What the login screen loads before anything is asked of it (docs/decisions.md, Languages; the
// budget in bench/README.md, Route weight): the entry, the service worker's registration, the
// screen's own route and the current language's public words, with everything they import
// statically. A dynamic `import()` is where a
// chunk is split off, so the walk stops there; type-only imports leave no code. The route tree is
// not walked: the router plugin splits each route's component and loader into chunks of their
// own (vite.config.ts), which this walk cannot follow. The bench weighs the bytes; this test names
// the module that brought a heavy one back, at once.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The public words, one language's of which the first render waits for (src/main.tsx). */
const PUBLIC_PARTS = ['src/lib/i18n/app-en-public.ts', 'src/lib/i18n/app-nb-public.ts'];
/** What /login runs at its start: main.tsx, and the chunks main.tsx and the router load at once. */
const STARTS = ['src/main.tsx', 'src/app/service-worker.tsx', 'src/routes/login.tsx'];
/** Reached, not walked (above). */
const NOT_WALKED = new Set(['src/routeTree.gen.ts']);

/** The specifiers a file imports for their code: no `import type`, no dynamic `import()`. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** The specifiers a file loads by `import('...')`: chunks of their own, loaded when called. */
function dynamicImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** tsconfig.json's path aliases ("@/*" is "./src/*"): their imports are the project's files. */
const ALIASES = Object.entries(
  (
    ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile).config as {
      compilerOptions: { paths: Record<string, string[]> };
    }
  ).compilerOptions.paths,
).map(([alias, [target = '']]) => [alias.replace(/\*$/, ''), target.replace(/\*$/, '')] as const);

/** The project file a relative or aliased specifier names; undefined for a package. */
function resolveProjectFile(from: string, specifier: string): string | undefined {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  if (!specifier.startsWith('.') && !alias) return undefined;
  const path = alias ? resolve(root, alias[1] + specifier.slice(alias[0].length)) : undefined;
  const base = (path ?? resolve(dirname(from), specifier)).replace(/\.js$/, '');
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((end) => base + end);
  return candidates.find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
}

/** Every project file and package reached from `starts`, with the file that first imported it. */
function firstScreenImports(starts: string[]): Map<string, string> {
  const importedBy = new Map<string, string>(starts.map((start) => [start, '(start)']));
  const queue = starts.map((start) => resolve(root, start));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of valueImports(file)) {
      if (specifier.endsWith('.css')) continue;
      const target = resolveProjectFile(file, specifier);
      const name = target ? relative(root, target) : specifier;
      if (importedBy.has(name)) continue;
      importedBy.set(name, relative(root, file));
      if (target && !NOT_WALKED.has(name)) queue.push(target);
    }
  }
  return importedBy;
}

/** The names `file` imports for their code from `pkg`. */
function namesImported(file: string, pkg: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement)) return [];
    if ((statement.moduleSpecifier as ts.StringLiteral).text !== pkg) return [];
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) return [];
    return bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text);
  });
}

/** The chain of imports from a start to `name`, for a failure that says where to cut. */
function chainTo(name: string, importedBy: Map<string, string>): string {
  const chain = [name];
  for (let at = importedBy.get(name); at && at !== '(start)'; at = importedBy.get(at))
    chain.unshift(at);
  return chain.join(' > ');
}

/** The project files that the files reached load by `import()`, with the file that does. */
function chunksLoadedLater(importedBy: Map<string, string>): Map<string, string> {
  const loadedBy = new Map<string, string>();
  for (const name of importedBy.keys()) {
    if (!/\.tsx?$/.test(name)) continue;
    const file = resolve(root, name);
    for (const specifier of dynamicImports(file)) {
      const target = resolveProjectFile(file, specifier);
      if (target) loadedBy.set(relative(root, target), name);
    }
  }
  return loadedBy;
}

describe('what the login screen loads at once', () => {
  const importedBy = firstScreenImports([...STARTS, ...PUBLIC_PARTS]);
  const reached = (test: (name: string) => boolean) =>
    [...importedBy.keys()].filter(test).map((name) => chainTo(name, importedBy));

  it('walks the real files, through the path aliases too', () => {
    expect(importedBy.has('src/lib/i18n/use-t.ts')).toBe(true);
    expect(
      [...importedBy.keys()].filter((name) => /^@(\/|contract\/|server\/)/.test(name)),
    ).toEqual([]);
    expect(importedBy.has('@tanstack/react-router')).toBe(true);
  });

  it('holds no zod: the contract schemas load with the screens and calls that check answers', () => {
    expect(reached((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
  });

  it("holds the current language's public words and not the office's", () => {
    // Each language's public part is a chunk the entry loads (src/lib/i18n/catalogs.ts), the
    // current language's before the first render; none is imported statically, which would
    // load every language's.
    const entry = firstScreenImports(STARTS);
    const loadedLater = chunksLoadedLater(entry);
    for (const part of PUBLIC_PARTS) expect(loadedLater.get(part), part).toBeDefined();
    const catalog = /^src\/lib\/i18n\/app-[a-z]+(-public)?\.ts$/;
    const catalogs = [...entry.keys()].filter((name) => catalog.test(name));
    expect(catalogs.map((name) => chainTo(name, entry))).toEqual([]);
    // The office part, neither through the entry nor with the public part: the signed-in screens
    // wait for it (src/routes/_authed.tsx).
    expect(reached((name) => /^src\/lib\/i18n\/app-[a-z]+\.ts$/.test(name))).toEqual([]);
  });

  it('holds no Mantine Menu or Popover: the top bar menus load when first opened', () => {
    const files = [...importedBy.keys()].filter((name) => /\.tsx?$/.test(name));
    const withMenus = files.filter((name) =>
      namesImported(resolve(root, name), '@mantine/core').some((imported) =>
        ['Menu', 'Popover', 'Combobox', 'Tooltip'].includes(imported),
      ),
    );
    expect(withMenus.map((name) => chainTo(name, importedBy))).toEqual([]);
  });

  it('holds no outbox or IndexedDB: a signed-out screen sends no change', () => {
    expect(
      reached((name) => name === 'idb' || /^src\/lib\/offline\/outbox(-.*)?\.ts$/.test(name)),
    ).toEqual([]);
  });
});
