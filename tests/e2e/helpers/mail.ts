// The mails the end-to-end server wrote to its data folder (docs/decisions.md, Auth: without
// SMTP_URL each message is a .eml under data/mail/): the newest to an address that matches, and
// the parts of a multipart message decoded from base64 or quoted-printable.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e-env';

/** Polls until a mail to `email` whose raw text (soft line breaks undone) passes `matches`. */
export async function newestMailTo(
  email: string,
  matches: (raw: string) => boolean = () => true,
): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(dir).catch(() => []))
          .filter((file) => file.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const raw = (await fs.readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '');
          if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
          if (matches(raw)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The decoded body of the first MIME part whose Content-Type starts with `contentType`. */
export function mimePart(raw: string, contentType: string): string | undefined {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  const parts = boundaries.flatMap((boundary) => raw.split(`--${boundary}`));
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!new RegExp(`content-type:\\s*${contentType}`, 'i').test(headers)) continue;
    const body = part.slice(split).trim();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64')
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const bytes = body.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  return undefined;
}
