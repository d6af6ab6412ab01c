// Owners for the engine flows: registered through the API and verified through the link in the
// mail the server wrote to its data folder (docs/decisions.md, Auth), as the Playwright specs do.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { verifyResponseSchema } from '../../contract/auth';
import { waitUntil } from './engine-page';

export interface Owner {
  email: string;
  password: string;
}

async function verificationPath(dataDir: string, email: string): Promise<string> {
  const link = /https?:\/\/[^\s"<>]+(\/users\/\d+\/verify\/[A-Za-z0-9_-]+)/;
  const found = await waitUntil<string | undefined>(
    `the verification mail to ${email}`,
    async () => {
      const dir = path.join(dataDir, 'mail');
      for (const file of (await fs.readdir(dir)).filter((name) => name.endsWith('.eml'))) {
        const raw = (await fs.readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '');
        if (!raw.toLowerCase().includes(`to: ${email}`)) continue;
        const found = link.exec(raw)?.[1];
        if (found) return found;
      }
      return undefined;
    },
  );
  return found!;
}

export async function createOwner(baseUrl: string, dataDir: string): Promise<Owner> {
  const owner = {
    email: `engine-${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct horse battery',
  };
  const registered = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Ada',
      lastname: 'Lovelace',
      business_name: 'Ada Hair Studio',
      email: owner.email,
      password: owner.password,
      country: '+47',
      mobile: '',
      timezone: 'Europe/Oslo',
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  // Opened as by the registering device (its cookie): a link opened elsewhere disables the
  // password (docs/decisions.md, Accounts).
  const device = registered.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (device.length === 0) throw new Error('register: no device cookie');
  const verified = await fetch(`${baseUrl}/api${await verificationPath(dataDir, owner.email)}`, {
    headers: { cookie: device.join('; ') },
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status}`);
  // Said here, not later as a refused sign-in: taken as another device, the password is disabled.
  const answer = verifyResponseSchema.parse(await verified.json());
  if (answer.setPasswordToken) throw new Error('verify: not as the registering device');
  return owner;
}

export interface ApiSession {
  get<T>(url: string): Promise<T>;
  send<T = unknown>(method: 'POST' | 'PUT', url: string, body: unknown): Promise<T>;
}

/** Calls as the owner, through the API (a session of its own); a refusal throws. */
export async function apiSession(baseUrl: string, owner: Owner): Promise<ApiSession> {
  const auth = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  if (!auth.ok) throw new Error(`sign-in: ${auth.status} ${await auth.text()}`);
  const { token } = (await auth.json()) as { token: string };
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const answer = await fetch(baseUrl + url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  return {
    get: (url) => call('GET', url),
    send: (method, url, body) => call(method, url, body),
  };
}

/** GET as the owner, through the API (a session of its own). */
export async function apiGet<T>(baseUrl: string, owner: Owner, url: string): Promise<T> {
  return (await apiSession(baseUrl, owner)).get<T>(url);
}
