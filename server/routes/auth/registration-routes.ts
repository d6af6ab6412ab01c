// POST /api/users and POST /api/users/resend_verification (docs/decisions.md, API;
// docs/decisions.md, Accounts): both answer the same whether or not the address has an account, and
// their mail leaves in the background, so neither the answer nor its time tells who is registered.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  REGISTRATION_CHECK_INBOX_CODE,
  registerBodySchema,
  registerResponseSchema,
  registrationCheckInboxMessage,
  type RegisterResponse,
  resendVerificationBodySchema,
} from '@contract/auth.js';
import { errorResponseSchema, messageResponseSchema } from '@contract/common.js';
import { DEFAULT_BUSINESS_LOCALE } from '@contract/business-locale.js';
import { asLanguage } from '@contract/i18n/language.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { MailMessage } from '../../plugins/mail.js';
import { runMutation } from '../../plugins/idempotency.js';
import { countHit } from '../../plugins/rate-limit-store.js';
import { currencyForPhone } from '../../repositories/currency-for-country.js';
import { hashPassword } from '../../security/passwords.js';
import {
  deviceCookieHeader,
  deviceFromCookie,
  deviceToken,
  rememberDevice,
} from '../../security/sign-in-throttle.js';
import {
  createAccount,
  createVerificationToken,
  deleteUnverifiedAccount,
  findUserByEmail,
  isReplaceable,
  lastVerificationSentAt,
  RESEND_INTERVAL_MS,
} from './accounts-repository.js';
import { mailInBackground } from '../../plugins/background-mail.js';
import { registeredAgainMail } from './registered-again-mail.js';
import { verificationLink, verificationMail } from './verification-mail.js';

const RESEND_MESSAGE =
  'If an account with that address still needs verifying, we sent it a new link';

/** A registration that lost the race for its address to a concurrent one: answered alike. */
class AddressTaken extends Error {}

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.clock();
  const limit = (max: number) => ({
    rateLimit: app.config.rateLimit ? { max, timeWindow: '1 minute' } : false,
  });
  const sendLater = mailInBackground(app);

  /**
   * The mail for an address that already has an account, or none: at most one a minute per
   * account, silently, since a 429 would tell (docs/decisions.md, Accounts).
   */
  async function mailToExisting(trx: Db, user: UserRow): Promise<MailMessage | undefined> {
    if (user.email_verified_at) {
      const { current } = await countHit(
        trx,
        `registered again|${user.id}`,
        RESEND_INTERVAL_MS,
        now().getTime(),
      );
      if (current > 1) return undefined;
      return registeredAgainMail({
        to: user.email,
        publicUrl: app.config.publicUrl,
        language: asLanguage(user.language),
      });
    }
    const lastSent = await lastVerificationSentAt(trx, user.id);
    if (lastSent && now().getTime() - lastSent.getTime() < RESEND_INTERVAL_MS) return undefined;
    const token = await createVerificationToken(trx, user.id, now());
    return registeredAgainMail({
      to: user.email,
      publicUrl: app.config.publicUrl,
      language: asLanguage(user.language),
      verifyLink: verificationLink(app.config.publicUrl, user.id, token),
    });
  }

  app.post(
    apiPaths.register,
    {
      config: limit(10),
      schema: {
        tags: ['auth'],
        description:
          'Registers an owner and their business, and e-mails a verification link. The answer ' +
          'is the same when the address already has an account: the mail says so.',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Hashed on every path, an address with an account included, so all take the same time.
      const passwordHash = await hashPassword(body.password);
      // Every answer sets the device cookie, so its presence tells nothing; only a new account
      // remembers the device: its verification opened elsewhere asks for a new password
      // (docs/decisions.md, Accounts).
      const device = deviceToken(deviceFromCookie(request.headers.cookie));
      reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
      const answer: RegisterResponse = {
        msg: registrationCheckInboxMessage(body.email),
        email: body.email,
        code: REGISTRATION_CHECK_INBOX_CODE,
      };
      let mail: MailMessage | undefined;
      try {
        await runMutation(
          request,
          reply,
          async (trx) => {
            // Checked inside the mutation, so a repeated request is answered from its stored
            // reply. An account never verified gives way after 48 hours.
            const existing = await findUserByEmail(trx, body.email);
            if (existing && !isReplaceable(existing, now())) {
              mail = await mailToExisting(trx, existing);
              return answer;
            }
            if (existing) await deleteUnverifiedAccount(trx, existing.id);
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
                  // Proposed from the dialling code when the app sends none; the owner can
                  // change all three in Business information (docs/decisions.md, Locale).
                  currency:
                    body.currency ?? currencyForPhone(body.country ?? '', body.mobile ?? ''),
                  clock: body.clock ?? DEFAULT_BUSINESS_LOCALE.clock,
                  weekStart: body.week_start ?? DEFAULT_BUSINESS_LOCALE.weekStart,
                  language: body.language ?? 'en',
                },
                now(),
              );
              await rememberDevice(trx, id, device, now());
              const token = await createVerificationToken(trx, id, now());
              mail = verificationMail({
                to: body.email,
                firstName: body.firstname,
                businessName: body.business_name,
                publicUrl: app.config.publicUrl,
                userId: id,
                token,
                language: body.language ?? 'en',
              });
              return answer;
            } catch (error) {
              if (isUniqueViolation(error)) throw new AddressTaken();
              throw error;
            }
          },
          { status: 201 },
        );
      } catch (error) {
        // The concurrent registration that won sends its own mail; this one says the same.
        if (!(error instanceof AddressTaken)) throw error;
        reply.code(201);
      }
      // A replayed registration already sent its mail: `mail` is only set by a first run.
      if (mail) sendLater(mail);
      return answer;
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
          'The answer does not say whether the address is registered, nor whether a mail went.',
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
      // Asked again within the minute: the same answer, no mail (a 429 would tell who exists).
      const lastSent = await lastVerificationSentAt(app.db, user.id);
      if (lastSent && now().getTime() - lastSent.getTime() < RESEND_INTERVAL_MS) {
        return { msg: RESEND_MESSAGE };
      }
      const token = await createVerificationToken(app.db, user.id, now());
      sendLater(
        verificationMail({
          to: user.email,
          firstName: user.first_name,
          businessName: user.business_name,
          publicUrl: app.config.publicUrl,
          userId: user.id,
          token,
          language: asLanguage(user.language),
        }),
      );
      return { msg: RESEND_MESSAGE };
    },
  );
};
