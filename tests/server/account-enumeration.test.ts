// Registration, resending the link and asking for a reset answer the same for an address with an
// account and one without, and do comparable work (docs/decisions.md, Accounts): both paths hash
// a password where one is sent, and both leave their mail to the background.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_CHECK_INBOX_CODE } from '../../contract/auth.js';
import type { MailMessage } from '../../server/plugins/mail.js';
import * as passwords from '../../server/security/passwords.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import {
  readLatestMail,
  registerVerifyAndLogin,
  registrationBody,
  uniqueEmail,
  type Owner,
} from './helpers/accounts.js';

vi.mock('../../server/security/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/security/passwords.js')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let t: TestApp;
let clockMs = Date.parse('2026-11-23T10:00:00Z');
let owner: Owner;
const HOUR = 60 * 60 * 1000;

/** Mails handed to the mailer, held until `release()`: an answer that waits for one never comes. */
let held: { message: MailMessage; release: () => void }[] = [];
let realSend: (message: MailMessage) => Promise<void>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(clockMs) });
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  realSend = t.app.mailer.send.bind(t.app.mailer);
  t.app.mailer.send = (message) =>
    new Promise<void>((resolve) => {
      held.push({ message, release: () => void realSend(message).then(resolve) });
    });
});

afterAll(async () => {
  t.app.mailer.send = realSend;
  releaseHeld();
  await t.close();
});

/** Lets the held mails go, so closing the app (which waits for mails under way) can finish. */
function releaseHeld() {
  for (const mail of held) mail.release();
  held = [];
}

beforeEach(() => {
  clockMs += HOUR;
  releaseHeld();
  vi.mocked(passwords.hashPassword).mockClear();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
/** The answer with the address it was asked about replaced: that part is the asker's own. */
const shape = (response: { statusCode: number; body: string }, email: string) => ({
  status: response.statusCode,
  body: response.body.split(email).join('<email>'),
});

describe('registration', () => {
  it('answers a new, a verified and an unverified address alike, without waiting for the mail', async () => {
    const unverified = registrationBody();
    await post('/api/users', unverified);
    clockMs += HOUR;
    releaseHeld();
    vi.mocked(passwords.hashPassword).mockClear();

    const fresh = registrationBody();
    const answers = [
      shape(await post('/api/users', fresh), fresh.email),
      shape(await post('/api/users', registrationBody({ email: owner.email })), owner.email),
      shape(await post('/api/users', { ...unverified, firstname: 'Eve' }), unverified.email),
    ];
    expect(answers[0]).toEqual({ status: 201, body: expect.any(String) as string });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ code: REGISTRATION_CHECK_INBOX_CODE });
    // Each hashed the password it was sent and handed one mail to the mailer, unsent so far.
    expect(passwords.hashPassword).toHaveBeenCalledTimes(3);
    expect(held.map((mail) => mail.message.to)).toEqual([
      fresh.email,
      owner.email,
      unverified.email,
    ]);
    releaseHeld();

    // The owner is told what happened, and their account is untouched.
    await expect
      .poll(async () => (await readLatestMail(t.dataDir, owner.email)).replace(/=\r?\n/g, ''))
      .toContain('It already has an account: log in');
    const signIn = await post('/api/auth', { email: owner.email, password: owner.password });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('resending the verification link', () => {
  it('answers alike for unknown, verified and unverified addresses, even asked twice', async () => {
    const unverified = registrationBody();
    await post('/api/users', unverified);
    releaseHeld();
    clockMs += HOUR;
    const resend = (email: string) => post('/api/users/resend_verification', { email });
    const answers = [
      shape(await resend(unverified.email), unverified.email),
      // Within the minute: no second mail, and no 429 that only a registered address gets.
      shape(await resend(unverified.email), unverified.email),
      shape(await resend(owner.email), owner.email),
      shape(await resend(uniqueEmail('nobody')), 'nobody'),
    ];
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
    expect(held.map((mail) => mail.message.to)).toEqual([unverified.email]);
  });
});

describe('asking for a password reset', () => {
  it('answers before its mail is sent', async () => {
    const known = await post('/api/users/password_reset', { email: owner.email });
    const unknown = await post('/api/users/password_reset', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(held.map((mail) => mail.message.to)).toEqual([owner.email]);
  });
});
