// POST /api/users/password_reset and POST /api/users/password_reset/{token}: a forgotten password
// is replaced through a single-use link sent by mail (docs/decisions.md, Accounts). Not in the spec.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asLanguage } from '@contract/i18n/language.js';
import { apiPaths } from '@contract/api-paths.js';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordResetBodySchema,
  passwordResetParamsSchema,
  passwordResetRequestBodySchema,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_UNKNOWN_MESSAGE,
  RESET_LINK_USED_MESSAGE,
} from '@contract/auth.js';
import { errorResponseSchema, messageResponseSchema } from '@contract/common.js';
import { HttpError } from '../../plugins/errors.js';
import { hashPassword } from '../../security/passwords.js';
import { findUserByEmail } from './accounts-repository.js';
import { mailInBackground } from '../../plugins/background-mail.js';
import { passwordResetMail } from './password-reset-mail.js';
import {
  completePasswordReset,
  createPasswordReset,
  findPasswordReset,
  lastPasswordResetAt,
  RESET_MAIL_INTERVAL_MS,
  type ResetLinkState,
} from './password-reset-repository.js';

/** 404 for a link that never existed, 410 for one that did: both offer to ask for a new one. */
const LINK_REFUSALS: Record<ResetLinkState, [number, string]> = {
  unknown: [404, RESET_LINK_UNKNOWN_MESSAGE],
  used: [410, RESET_LINK_USED_MESSAGE],
  expired: [410, RESET_LINK_EXPIRED_MESSAGE],
};

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.clock();
  // Per client address in the database store, as resending the verification link is.
  const limit = (max: number) => ({
    rateLimit: app.config.rateLimit ? { max, timeWindow: '1 minute' } : false,
  });
  const sendLater = mailInBackground(app);

  app.post(
    apiPaths.passwordReset,
    {
      config: limit(5),
      schema: {
        tags: ['auth'],
        description:
          'Mails a single-use link, valid one hour, to choose a new password. The answer is the ' +
          'same whether or not the address has an account; at most one mail a minute per account.',
        body: passwordResetRequestBodySchema,
        response: {
          202: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.code(202);
      const user = await findUserByEmail(app.db, request.body.email);
      if (!user) return { msg: PASSWORD_RESET_REQUESTED_MESSAGE };
      // A 429 here would tell who has an account: a request too soon is answered alike, unsent.
      const last = await lastPasswordResetAt(app.db, user.id);
      if (last && now().getTime() - last.getTime() < RESET_MAIL_INTERVAL_MS) {
        return { msg: PASSWORD_RESET_REQUESTED_MESSAGE };
      }
      const token = await createPasswordReset(app.db, user.id, now());
      // In the background: waiting for it made a known address ten times slower to answer.
      sendLater(
        passwordResetMail({
          to: user.email,
          firstName: user.first_name,
          publicUrl: app.config.publicUrl,
          token,
          language: asLanguage(user.language),
        }),
      );
      return { msg: PASSWORD_RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    apiPaths.passwordResetWithToken(':token'),
    {
      config: limit(10),
      schema: {
        tags: ['auth'],
        description:
          'Sets a new password (8 to 128 characters) with the link from the mail, and signs out ' +
          'every session of the account. 404 for an unknown link, 410 for a used or expired one.',
        params: passwordResetParamsSchema,
        body: passwordResetBodySchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          410: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const reset = await findPasswordReset(app.db, request.params.token, now());
      if (typeof reset === 'string') throw new HttpError(...LINK_REFUSALS[reset]);
      // Hashed only for a live link: a stranger's guesses cost no argon2 time.
      const passwordHash = await hashPassword(request.body.password);
      if (!(await completePasswordReset(app.db, reset, passwordHash, now()))) {
        // Spent by a concurrent request between the read and the write.
        throw new HttpError(...LINK_REFUSALS.used);
      }
      return { msg: PASSWORD_RESET_DONE_MESSAGE };
    },
  );
};
