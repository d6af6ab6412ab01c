// `npm run bench:flow-files`: how many of the repository's source files a flow passes through,
// counted as the import closure of its route (src/ and contract/, type imports included; npm
// packages not counted). The flows "close a weekday" and "create a category offline"
// were to touch fewer files; bench/README.md records the figures before and after.
// Run it on an older commit with `git worktree add /tmp/old <commit>` and `--root /tmp/old`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const FLOWS = {
  'close a weekday': 'src/routes/_authed/business-settings/business-hours.tsx',
  'create a category offline': 'src/routes/_authed/catalogue/create-category.tsx',
};

const rootFlag = process.argv.indexOf('--root');
const root = path.resolve(rootFlag > 0 ? (process.argv[rootFlag + 1] ?? '.') : '.');
const verbose = process.argv.includes('--list');
const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

function importsOf(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return [];
    return [resolved.resolvedFileName];
  });
}

function closure(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [path.join(root, entry)];
  for (let file = stack.pop(); file; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return [...seen].map((file) => path.relative(root, file)).sort();
}

for (const [flow, entry] of Object.entries(FLOWS)) {
  const files = closure(entry);
  const own = files.filter((file) => /^src\/(features|routes)\//.test(file)).length;
  console.log(`${flow}: ${files.length} files, ${own} of them the feature's own (from ${entry})`);
  if (verbose) for (const file of files) console.log(`  ${file}`);
}
