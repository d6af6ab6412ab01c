// Where the end-to-end server runs and keeps its data; shared by the config, the start script's
// callers and the specs (which read verification mail from the data folder).
import path from 'node:path';

/** Overridable so that runs side by side (e.g. while developing) do not share a port or data. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
/** The server's pinned "now" (10:00 in Oslo) and the demo data's "today". */
export const E2E_NOW = '2026-11-23T09:00:00Z';
export const E2E_TODAY = '2026-11-23';
