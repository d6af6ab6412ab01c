// Writes the API's OpenAPI document (what /api/docs/json serves) to the file given as the
// argument, without a running server: `npx tsx scripts/write-openapi.ts /tmp/openapi.json`.
// `npm run openapi:lint` lints it with Redocly (redocly.yaml; docs/decisions.md, API document).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.js';

const target = process.argv[2];
if (!target) {
  console.error('Usage: tsx scripts/write-openapi.ts <file.json>');
  process.exit(2);
}

// A throwaway SQLite database: building the app runs the migrations, nothing else is written.
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-openapi-'));
try {
  const app = await buildApp({
    dataDir,
    databaseUrl: undefined,
    distDir: path.join(dataDir, 'no-web-app'),
    logLevel: 'silent',
    smtpUrl: undefined,
  });
  await app.ready();
  await fs.mkdir(path.dirname(path.resolve(target)), { recursive: true });
  await fs.writeFile(path.resolve(target), `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
