// Two server processes (WEB_CONCURRENCY=2, the real entry point) and 500 messages already due:
// each reaches the SMTP server exactly once, and both processes send (docs/decisions.md, Messages
// to clients: the claims). SQLite, or PostgreSQL with TEST_DATABASE_URL.
import { expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.js';
import { dueMessagesWorld } from './helpers/queued-messages.js';
import {
  WITH_PROCESS_START,
  startServerProcesses,
  type ServerProcesses,
} from './helpers/server-processes.js';

const COUNT = 500;
let processes: ServerProcesses | undefined;
const world = dueMessagesWorld('salon-messages-', COUNT, () => processes?.stop());
const { dataDir } = world;

it(
  `delivers ${COUNT} due messages once each with two processes`,
  async () => {
    processes = startServerProcesses(dataDir, {
      SMTP_URL: world.inbox.url,
      MESSAGE_POLL_SECONDS: '1',
      RATE_LIMIT: 'off',
      ...(world.databaseUrl ? { DATABASE_URL: world.databaseUrl } : {}),
    });
    await processes.waitUntilListening(2);
    const { db } = openDatabase({ dataDir, databaseUrl: world.databaseUrl });
    try {
      await expect
        .poll(
          async () => {
            const rows = await db
              .selectFrom('scheduled_messages')
              .select(['state'])
              .where('state', '=', 'sent')
              .execute();
            return rows.length;
          },
          { timeout: 240_000, interval: 500 },
        )
        .toBe(COUNT);
    } finally {
      await db.destroy();
    }
    // Every row is recorded sent only after the SMTP server took it: nothing more is under way.
    const ids = world.inbox.messages.map((mail) => mail.messageId);
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
    // Which process sent how many: both usually do, but which one is free first is the
    // machine's business, so only the total is asserted.
    const sent = [...processes.output().matchAll(/"pid":(\d+)[^\n]*"msg":"message sent"/g)];
    expect(sent).toHaveLength(COUNT);
    const split = new Map<string, number>();
    for (const [, pid = ''] of sent) split.set(pid, (split.get(pid) ?? 0) + 1);
    console.info('messages sent per process:', Object.fromEntries(split));
  },
  WITH_PROCESS_START + 240_000,
);
