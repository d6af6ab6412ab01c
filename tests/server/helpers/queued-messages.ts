// A database with `count` change notices already due, for the tests that start the real entry
// point against it (the cluster and crash tests of the message sender): built through the app
// (its migrations, a registered owner) with the sender off, then closed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '@server/app.js';
import { registerVerifyAndLogin } from './accounts.js';
import { insertAppointment, insertClient } from './diary.js';
import { WITH_PROCESS_START } from './server-processes.js';
import { startInbox, type Inbox } from './smtp-inbox.js';
import { createPostgresDatabase } from './test-app.js';

export async function seedDueMessages(
  dataDir: string,
  databaseUrl: string | undefined,
  count: number,
): Promise<void> {
  const app = await buildApp({
    dataDir,
    databaseUrl,
    distDir: path.join(dataDir, 'no-web-app'),
    logLevel: 'silent',
    rateLimit: false,
    messagePollMs: 0,
  });
  await app.ready();
  try {
    const owner = await registerVerifyAndLogin(app, dataDir);
    const clientId = await insertClient(app.db, owner.id, {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.com',
    });
    const appointmentId = await insertAppointment(app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: '2030-06-03',
      time: '12:00',
      clientId,
    });
    const at = '2026-01-01T00:00:00.000Z';
    const rows = Array.from({ length: count }, () => ({
      business_id: owner.id,
      appointment_id: appointmentId,
      kind: 'change' as const,
      recipient: 'kari@example.com',
      lead_hours: null,
      sequence: 2,
      due_at: at,
      next_attempt_at: at,
      state: 'scheduled' as const,
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < count; i += 100) {
      await app.db
        .insertInto('scheduled_messages')
        .values(rows.slice(i, i + 100))
        .execute();
    }
  } finally {
    await app.close();
  }
}

export interface DueMessagesWorld {
  readonly dataDir: string;
  /** The SMTP server the processes send to, started before the tests. */
  readonly inbox: Inbox;
  /** The PostgreSQL database's address with TEST_DATABASE_URL, else undefined (SQLite). */
  readonly databaseUrl: string | undefined;
}

/**
 * A data folder with `count` messages due, a real SMTP server and, with TEST_DATABASE_URL, a
 * PostgreSQL database of its own, set up before the file's tests and removed after them, once
 * `stopServers` has stopped the processes the tests started.
 */
export function dueMessagesWorld(
  folderPrefix: string,
  count: number,
  stopServers: () => Promise<void> | undefined,
): DueMessagesWorld {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let inbox: Inbox | undefined;
  beforeAll(async () => {
    inbox = await startInbox();
    postgres = process.env.TEST_DATABASE_URL
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
    await seedDueMessages(dataDir, postgres?.url, count);
  }, WITH_PROCESS_START);
  afterAll(async () => {
    await stopServers();
    await inbox?.close();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    get inbox() {
      if (!inbox) throw new Error('the inbox starts before the tests');
      return inbox;
    },
    get databaseUrl() {
      return postgres?.url;
    },
  };
}
