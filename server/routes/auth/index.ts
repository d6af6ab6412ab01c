// POST/GET/DELETE /api/auth and verification: sessions and accounts (docs/decisions.md, API;
// docs/decisions.md, Auth); registration and resending the link in registration-routes.ts.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  currentUserSchema,
  languageBodySchema,
  loginBodySchema,
  loginFailureSchema,
  loginResponseSchema,
  VERIFIED_MESSAGE,
  verifyParamsSchema,
  verifyResponseSchema,
} from '@contract/auth.js';
import { errorResponseSchema, messageResponseSchema } from '@contract/common.js';
import { purgeHourly } from '../../plugins/hourly-purge.js';
import { createSession, revokeSession } from '../../plugins/auth.js';
import { toCurrentUser } from '../../security/current-user.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import {
  deviceCookieHeader,
  deviceFromCookie,
  isKnownDevice,
  purgeKnownSignIns,
  signInThrottle,
} from '../../security/sign-in-throttle.js';
import { signedInSchema } from '../signed-in-schema.js';
import {
  DISABLED_PASSWORD,
  findUserByEmail,
  purgeUnverifiedAccounts,
  verifyEmail,
} from './accounts-repository.js';
import { purgeExpiredPasswordResets } from './password-reset-repository.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { registrationRoutes } from './registration-routes.js';

const BAD_CREDENTIALS = 'The e-mail or password is not correct';
const NOT_VERIFIED =
  'Please verify your business email first: open the link we sent you, or ask for a new one';
const VERIFY_FAILED = '404 Page Not Found';

/** Hashed once, so an unknown e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;

function loginFailure(reply: FastifyReply, msg: string, extra: { unverified?: boolean } = {}) {
  const code = extra.unverified ? 'unverified' : 'sign_in_refused';
  return reply.code(400).send({ code: 400 as const, msg, errors: [{ msg, code }], ...extra });
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.clock();
  /** Per-address limits for the calls a stranger can hammer; off in tests that call them often. */
  const limit = (max: number) => ({
    rateLimit: app.config.rateLimit ? { max, timeWindow: '1 minute' } : false,
  });
  /** Per-account limit on sign-in, beside the per-address one (server/security/sign-in-throttle.ts). */
  const throttle = signInThrottle(app.db, now, app.config.rateLimit);

  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  // Expired reset links, accounts never verified within a week (docs/decisions.md, Accounts) and
  // sign-in sources unused for months (Auth).
  await purgeHourly(app, 'expired reset links and unverified accounts', async () => {
    await purgeExpiredPasswordResets(app.db, now());
    await purgeUnverifiedAccounts(app.db, now());
    await purgeKnownSignIns(app.db, now());
  });

  app.get(
    '/api/users/:id/verify/:token',
    {
      schema: {
        tags: ['auth'],
        description:
          'Verifies the e-mail address with the link from the mail. Any failure is 404. Opened ' +
          "without the registering device's cookie, it also ends every session, disables the " +
          'password and answers `setPasswordToken`, a password reset token.',
        params: verifyParamsSchema,
        response: { 200: verifyResponseSchema, 404: errorResponseSchema },
      },
      // A malformed id or token is just another failed link.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError)
        return reply.code(404).send({ errors: [{ msg: VERIFY_FAILED, code: 'not_found' }] });
      const { id, token } = request.params;
      // The registering device is known (registration-routes.ts); any other may be the address's
      // real owner, who did not choose the password (docs/decisions.md, Accounts).
      const knownDevice = await isKnownDevice(app.db, id, deviceFromCookie(request.headers.cookie));
      const verified = await verifyEmail(app.db, id, token, now(), knownDevice);
      if (!verified)
        return reply.code(404).send({ errors: [{ msg: VERIFY_FAILED, code: 'not_found' }] });
      return { msg: VERIFIED_MESSAGE, ...verified };
    },
  );

  app.post(
    apiPaths.auth,
    {
      config: limit(10),
      attachValidation: true,
      schema: {
        tags: ['auth'],
        description:
          'Signs in a verified owner. A refusal is HTTP 400 with `code` and `msg` as well as ' +
          '`errors`; `unverified` is true when only the e-mail verification is missing.',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 400: loginFailureSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const parsed = loginBodySchema.safeParse(request.body);
        const msg = parsed.success
          ? 'Business email and password are required'
          : parsed.error.issues[0]!.message;
        return loginFailure(reply, msg);
      }
      const { email, password } = request.body;
      const source = { address: request.ip, device: deviceFromCookie(request.headers.cookie) };
      const user = await findUserByEmail(app.db, email);
      await throttle.attempt(email, user?.id, source);
      if (!user) {
        dummyHash ??= hashPassword('not a real password');
        await verifyPassword(await dummyHash, password);
        return loginFailure(reply, BAD_CREDENTIALS);
      }
      // A disabled password (verified on another device) costs the time of a wrong one.
      const disabled = user.password_hash === DISABLED_PASSWORD;
      if (disabled) {
        dummyHash ??= hashPassword('not a real password');
        await verifyPassword(await dummyHash, password);
      }
      if (disabled || !(await verifyPassword(user.password_hash, password)))
        return loginFailure(reply, BAD_CREDENTIALS);
      // The device and address are known from now on (docs/decisions.md, Auth).
      const device = await throttle.passwordRight(email, user.id, source);
      reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
      if (!user.email_verified_at) return loginFailure(reply, NOT_VERIFIED, { unverified: true });
      return { token: await createSession(app.db, user.id, now()) };
    },
  );

  app.get(
    apiPaths.auth,
    {
      onRequest: app.authenticate,
      schema: signedInSchema(
        ['auth'],
        'The signed-in owner and their business profile.',
        currentUserSchema,
      ),
    },
    async (request) => toCurrentUser(request.user),
  );

  // The owner's language (docs/decisions.md, Languages): a PUT of the whole value, so the
  // outbox may send it again after a lost answer and the last choice wins.
  app.put(
    apiPaths.authLanguage,
    {
      onRequest: app.authenticate,
      schema: {
        ...signedInSchema(
          ['auth'],
          "Sets the owner's language (nb or en): the back office's and the owner's mails'.",
          currentUserSchema,
        ),
        body: languageBodySchema,
        response: { 200: currentUserSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await app.db
        .updateTable('users')
        .set({ language: request.body.language })
        .where('id', '=', request.user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCurrentUser(user);
    },
  );

  app.delete(
    apiPaths.auth,
    {
      onRequest: app.authenticate,
      schema: signedInSchema(
        ['auth'],
        'Signs out: the token stops working at once.',
        messageResponseSchema,
      ),
    },
    async (request) => {
      await revokeSession(app.db, request.sessionId, now());
      return { msg: 'Signed out' };
    },
  );
};
