// Registers, verifies (through the link in the mail file the server wrote) and signs in owners.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RegisterBody } from '@contract/auth.js';

export interface Owner {
  id: number;
  email: string;
  password: string;
  token: string;
  /** Headers for an authenticated JSON call. */
  auth: { authorization: string };
}

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * The newest .eml file written for `to`, as text. Waits for it, generously by default: the account
 * calls send their mail in the background, after answering (docs/decisions.md, Accounts), and a
 * busy machine can take seconds. A test that expects none passes a shorter wait.
 */
export async function readLatestMail(
  dataDir: string,
  to: string,
  timeoutMs = 60_000,
): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const text = await fs.readFile(path.join(dir, file), 'utf8');
      if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The `/users/{id}/verify/{token}` link of the newest mail to `to`. */
export async function readVerificationLink(
  dataDir: string,
  to: string,
): Promise<{ id: string; token: string; url: string }> {
  // Quoted-printable may wrap long lines with "=\n"; undo it before matching.
  const mail = (await readLatestMail(dataDir, to)).replace(/=\r?\n/g, '');
  const match = /(https?:\/\/[^\s"<>]+\/users\/(\d+)\/verify\/([A-Za-z0-9_-]+))/.exec(mail);
  if (!match?.[1] || !match[2] || !match[3])
    throw new Error(`no verification link in mail to ${to}`);
  return { url: match[1], id: match[2], token: match[3] };
}

/**
 * The `salon_device=...` pair of a registration's Set-Cookie, for the verification's Cookie header:
 * opened without it, verifying disables the password (docs/decisions.md, Accounts).
 */
export function deviceCookieOf(setCookie: string | string[] | null | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join(', ') : (setCookie ?? '');
  return /salon_device=[A-Za-z0-9_-]+/.exec(header)?.[0] ?? '';
}

export function registrationBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    business_name: 'Ada Hair Studio',
    email: uniqueEmail(),
    password: 'correct horse battery',
    country: '+47',
    mobile: '912 34 567',
    timezone: 'Europe/Oslo',
    ...overrides,
  };
}

export async function registerVerifyAndLogin(
  app: FastifyInstance,
  dataDir: string,
  overrides: Partial<RegisterBody> = {},
): Promise<Owner> {
  const body = registrationBody(overrides);
  const registered = await app.inject({ method: 'POST', url: '/api/users', payload: body });
  if (registered.statusCode !== 201)
    throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const link = await readVerificationLink(dataDir, body.email);
  // On the registering device, as an owner verifying their own address (docs/decisions.md, Accounts).
  const verified = await app.inject({
    method: 'GET',
    url: `/api/users/${link.id}/verify/${link.token}`,
    headers: { cookie: deviceCookieOf(registered.headers['set-cookie']) },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: body.email, password: body.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { token } = login.json<{ token: string }>();
  return {
    id: Number(link.id),
    email: body.email,
    password: body.password,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}
