// POST/GET/DELETE /api/auth, POST /api/users, verify and resend: accounts and sessions
// (docs/decisions.md, API; docs/decisions.md, Auth).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/api-paths.js';
import {
  currentUserSchema,
  loginBodySchema,
  loginFailureSchema,
  loginResponseSchema,
  registerBodySchema,
  REGISTRATION_UNVERIFIED_MESSAGE,
  registerResponseSchema,
  resendVerificationBodySchema,
  VERIFIED_MESSAGE,
  verifyParamsSchema,
} from '../../../contract/auth.js';
import { errorResponseSchema, messageResponseSchema } from '../../../contract/common.js';
import { DEFAULT_BUSINESS_LOCALE } from '../../../contract/business-locale.js';
import { currencyForPhone } from '../../repositories/currency-for-country.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { purgeHourly } from '../../plugins/hourly-purge.js';
import { createSession, revokeSession } from '../../plugins/auth.js';
import { fieldError, HttpError } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import { toCurrentUser } from '../../security/current-user.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { signInThrottle } from '../../security/sign-in-throttle.js';
import { signedInSchema } from '../signed-in-schema.js';
import {
  createAccount,
  createVerificationToken,
  deleteUnverifiedAccount,
  findUserByEmail,
  isReplaceable,
  lastVerificationSentAt,
  purgeUnverifiedAccounts,
  RESEND_INTERVAL_MS,
  verifyEmail,
} from './accounts-repository.js';
import { purgeExpiredPasswordResets } from './password-reset-repository.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { verificationMail } from './verification-mail.js';

const EMAIL_TAKEN = 'This business email is already registered: sign in, or use another address';
const BAD_CREDENTIALS = 'The e-mail or password is not correct';
const NOT_VERIFIED =
  'Please verify your business email first: open the link we sent you, or ask for a new one';
const VERIFY_FAILED = '404 Page Not Found';
const RESEND_MESSAGE =
  'If an account with that address still needs verifying, we sent it a new link';

/** Hashed once, so an unknown e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;

function loginFailure(reply: FastifyReply, msg: string, extra: { unverified?: boolean } = {}) {
  return reply.code(400).send({ code: 400 as const, msg, errors: [{ msg }], ...extra });
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.clock();
  /** Per-address limits for the calls a stranger can hammer; off in tests that call them often. */
  const limit = (max: number) => ({
    rateLimit: app.config.rateLimit ? { max, timeWindow: '1 minute' } : false,
  });
  /** Per-account limit on sign-in, beside the per-address one (server/security/sign-in-throttle.ts). */
  const throttle = signInThrottle(app.db, now, app.config.rateLimit);

  await app.register(passwordResetRoutes);
  // Expired reset links and accounts never verified within a week (docs/decisions.md, Accounts).
  await purgeHourly(app, 'expired reset links and unverified accounts', async () => {
    await purgeExpiredPasswordResets(app.db, now());
    await purgeUnverifiedAccounts(app.db, now());
  });

  app.post(
    apiPaths.register,
    {
      config: limit(10),
      schema: {
        tags: ['auth'],
        description: 'Registers an owner and their business, and e-mails a verification link.',
        body: registerBodySchema,
        response: {
          201: registerResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const passwordHash = await hashPassword(body.password);
      let token: string | undefined;
      const result = await runMutation(
        request,
        reply,
        async (trx) => {
          // Checked inside the mutation, so a repeated request is answered from its stored reply.
          // An account never verified gives way after 48 hours (docs/decisions.md, Accounts).
          const existing = await findUserByEmail(trx, body.email);
          if (existing && isReplaceable(existing, now())) {
            await deleteUnverifiedAccount(trx, existing.id);
          } else if (existing) {
            throw fieldError(
              409,
              existing.email_verified_at ? EMAIL_TAKEN : REGISTRATION_UNVERIFIED_MESSAGE,
              'email',
            );
          }
          try {
            const id = await createAccount(
              trx,
              {
                firstName: body.firstname,
                lastName: body.lastname,
                businessName: body.business_name,
                email: body.email,
                passwordHash,
                country: body.country ?? '',
                mobile: body.mobile ?? '',
                timezone: body.timezone ?? 'UTC',
                // Proposed from the dialling code when the app sends none; the owner can change
                // all three in Business information (docs/decisions.md, Locale).
                currency: body.currency ?? currencyForPhone(body.country ?? '', body.mobile ?? ''),
                clock: body.clock ?? DEFAULT_BUSINESS_LOCALE.clock,
                weekStart: body.week_start ?? DEFAULT_BUSINESS_LOCALE.weekStart,
              },
              now(),
            );
            token = await createVerificationToken(trx, id, now());
            return {
              msg: `Registration successful. We sent a verification link to ${body.email}: open it to activate your account.`,
              id,
              email: body.email,
            };
          } catch (error) {
            if (isUniqueViolation(error)) throw fieldError(409, EMAIL_TAKEN, 'email');
            throw error;
          }
        },
        { status: 201 },
      );
      // A replayed registration already sent its mail; `token` is only set by a first run.
      if (token) {
        await app.mailer.send(
          verificationMail({
            to: body.email,
            firstName: body.firstname,
            businessName: body.business_name,
            publicUrl: app.config.publicUrl,
            userId: result.id,
            token,
          }),
        );
      }
      return result;
    },
  );

  app.get(
    '/api/users/:id/verify/:token',
    {
      schema: {
        tags: ['auth'],
        description: 'Verifies the e-mail address with the link from the mail. Any failure is 404.',
        params: verifyParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
      // A malformed id or token is just another failed link.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError)
        return reply.code(404).send({ errors: [{ msg: VERIFY_FAILED }] });
      const ok = await verifyEmail(app.db, request.params.id, request.params.token, now());
      if (!ok) return reply.code(404).send({ errors: [{ msg: VERIFY_FAILED }] });
      return { msg: VERIFIED_MESSAGE };
    },
  );

  app.post(
    apiPaths.resendVerification,
    {
      config: limit(5),
      schema: {
        tags: ['auth'],
        description:
          'Sends a new verification link to an unverified account, at most once a minute. ' +
          'The answer does not say whether the address is registered.',
        body: resendVerificationBodySchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (!user || user.email_verified_at) return { msg: RESEND_MESSAGE };
      const lastSent = await lastVerificationSentAt(app.db, user.id);
      if (lastSent && now().getTime() - lastSent.getTime() < RESEND_INTERVAL_MS) {
        throw new HttpError(
          429,
          'We just sent a link: please wait a minute before asking for another',
        );
      }
      const token = await createVerificationToken(app.db, user.id, now());
      await app.mailer.send(
        verificationMail({
          to: user.email,
          firstName: user.first_name,
          businessName: user.business_name,
          publicUrl: app.config.publicUrl,
          userId: user.id,
          token,
        }),
      );
      return { msg: RESEND_MESSAGE };
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
      await throttle.attempt(email);
      const user = await findUserByEmail(app.db, email);
      if (!user) {
        dummyHash ??= hashPassword('not a real password');
        await verifyPassword(await dummyHash, password);
        return loginFailure(reply, BAD_CREDENTIALS);
      }
      if (!(await verifyPassword(user.password_hash, password)))
        return loginFailure(reply, BAD_CREDENTIALS);
      await throttle.passwordRight(email);
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
