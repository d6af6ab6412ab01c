// Where the end-to-end server runs and keeps its data; shared by the config, the start script's
// callers and the specs (which read verification mail from the data folder).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A port free right now, found synchronously (the config cannot wait): the suite never fails
 * because something else already listens on a fixed port.
 */
function freePort(): string {
  const probe =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
}

// The runner loads this first and its workers inherit its environment: all agree on one port.
process.env.E2E_PORT ||= freePort();

/** E2E_PORT picks one, e.g. to reach the server while the suite runs; otherwise a free port. */
export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
/** The server's pinned "now" (10:00 in Oslo) and the demo data's "today". */
export const E2E_NOW = '2026-11-23T09:00:00Z';
export const E2E_TODAY = '2026-11-23';
