// `npm run bench:flow-files`: how many of the repository's source files a flow passes through,
// counted as the import closure of its route (bench/flow-closure.ts: type imports and `import()`
// included, npm packages not, the aliases resolved by the measured tree's own tsconfig.json). The
// flows "close a weekday" and "create a category offline" were to touch fewer files; "mark a
// booking paid offline" is measured from the appointments route
// (src/routes/_authed/appointments.tsx), whose booking dialog holds the checkout. bench/README.md
// records the figures before and after.
// Run it on an older commit with `git worktree add /tmp/old <commit>` and `--root /tmp/old`;
// `--list` names the files.
import path from 'node:path';
import { FLOWS, importClosure, ownFiles } from './flow-closure.js';

const rootFlag = process.argv.indexOf('--root');
const root = path.resolve(rootFlag > 0 ? (process.argv[rootFlag + 1] ?? '.') : '.');
const verbose = process.argv.includes('--list');

console.log(`${root}:`);
for (const [flow, entry] of Object.entries(FLOWS)) {
  const files = importClosure(root, entry);
  const own = ownFiles(files).length;
  console.log(`${flow}: ${files.length} files, ${own} of them the feature's own (from ${entry})`);
  if (verbose) for (const file of files) console.log(`  ${file}`);
}
