// Mail written to data/mail/ without SMTP_URL sorts by file name in the order it was sent, even
// within one millisecond: tests and a developer read "the newest mail" by that order
// (docs/decisions.md, Auth).
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

it('names the mail files in the order they were handed over', async () => {
  const subjects = Array.from({ length: 40 }, (_, i) => `Message ${String(i).padStart(2, '0')}`);
  await Promise.all(
    subjects.map((subject) =>
      t.app.mailer.send({
        to: 'order@example.com',
        subject,
        text: subject,
        html: `<p>${subject}</p>`,
      }),
    ),
  );
  const dir = path.join(t.dataDir, 'mail');
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  const inNameOrder = await Promise.all(
    files.map(
      async (file) =>
        /Subject: (Message \d\d)/.exec(await fs.readFile(path.join(dir, file), 'utf8'))?.[1],
    ),
  );
  expect(inNameOrder).toEqual(subjects);
});
