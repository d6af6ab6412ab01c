// bench:floor measures the real server against bench/minimal-server.ts, which must answer its
// calls byte for byte alike (bench/README.md, Fixed cost per request). A change to the real
// server's answers (a header, a field) must reach the reference too, or the bench stops measuring:
// this test says so in CI instead.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerDifferences,
  floorCalls,
  floorServerEnv,
  FLOOR_TODAY,
} from '../../bench/floor-answers.js';
import { freePort } from '../../bench/seeded-server.js';
import { startProcess, stopProcesses } from '../../bench/start-process.js';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedDemo } from '../../server/demo/seed-demo.js';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-floor-reference-'));
const children: ChildProcess[] = [];
const ports = { real: 0, minimal: 0 };

beforeAll(async () => {
  const { db, kind } = openDatabase({ dataDir });
  await migrateToLatest(db, kind);
  await seedDemo(db, FLOOR_TODAY);
  await db.destroy();
  const env = floorServerEnv(dataDir);
  ports.real = await freePort();
  children.push(await startProcess(root, 'server/main.ts', ports.real, env));
  ports.minimal = await freePort();
  children.push(await startProcess(root, 'bench/minimal-server.ts', ports.minimal, env));
});

afterAll(async () => {
  await stopProcesses(children);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the floor bench’s minimal reference server', () => {
  it('answers the measured calls byte for byte like the real server', async () => {
    const { token, calls } = await floorCalls(`http://127.0.0.1:${ports.real}`);
    expect(calls).toHaveLength(3);
    expect(await answerDifferences(calls, ports.minimal, ports, token)).toEqual([]);
  });
});
