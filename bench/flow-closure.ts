// The flows `npm run bench:flow-files` counts and the import closure it counts them by
// (bench/README.md, Files a flow passes through), apart from the command so a test can run them.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Each flow's route. "Mark a booking paid offline" is the owner's checkout in the booking
 * dialog, which the appointments route opens from its table and its calendar.
 */
export const FLOWS = {
  'close a weekday': 'src/routes/_authed/business-settings/business-hours.tsx',
  'create a category offline': 'src/routes/_authed/catalogue/create-category.tsx',
  'mark a booking paid offline': 'src/routes/_authed/appointments.tsx',
};

/**
 * The measured tree's own compiler options, read from its tsconfig.json: the import aliases
 * (`@/…` and the rest, its "paths") are resolved as that tree resolves them, and an older tree
 * without them is measured by its own rules too.
 */
export function treeCompilerOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  // Only the options are wanted: no file list, so no walk of the tree's folders.
  const host: ts.ParseConfigHost = { ...ts.sys, readDirectory: () => [] };
  const parsed = ts.parseJsonConfigFileContent(read.config, host, root, undefined, configPath);
  const errors = parsed.errors.filter(
    // "No inputs were found" is the empty file list asked for above.
    (error) => error.code !== 18003,
  );
  if (errors[0]) throw new Error(ts.flattenDiagnosticMessageText(errors[0].messageText, '\n'));
  return parsed.options;
}

/**
 * Whether `specifier` names a code file of the tree: relative, or by one of its aliases. A
 * stylesheet or an asset is not counted, nor is it resolved.
 */
function namesTreeCode(specifier: string, options: ts.CompilerOptions): boolean {
  const aliases = Object.keys(options.paths ?? {});
  const byAlias = aliases.some((alias) =>
    alias.endsWith('*') ? specifier.startsWith(alias.slice(0, -1)) : specifier === alias,
  );
  if (!specifier.startsWith('.') && !byAlias) return false;
  const extension = path.extname(specifier.replace(/\?.*$/, ''));
  return extension === '' || /^\.[cm]?[jt]sx?$/.test(extension);
}

function importsOf(file: string, options: ts.CompilerOptions): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
    // A file of the tree that cannot be found would be left out of the count without a word,
    // as every aliased import once was: stop instead.
    if (!resolved && namesTreeCode(fileName, options))
      throw new Error(`${file}: cannot resolve '${fileName}'`);
    if (!resolved || resolved.isExternalLibraryImport) return [];
    return [resolved.resolvedFileName];
  });
}

/**
 * Every file of the tree that `entry` reaches through its imports, itself included (type imports
 * and `import()` too; npm packages not), relative to `root` and sorted.
 */
export function importClosure(root: string, entry: string): string[] {
  const options = treeCompilerOptions(root);
  const seen = new Set<string>();
  const stack = [path.join(root, entry)];
  for (let file = stack.pop(); file; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file, options));
  }
  return [...seen].map((file) => path.relative(root, file)).sort();
}

/** A closure's files in `src/features` and `src/routes`: the feature's own, not the shared parts. */
export function ownFiles(files: readonly string[]): string[] {
  return files.filter((file) => /^src\/(features|routes)\//.test(file));
}
