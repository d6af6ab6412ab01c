// PUT /api/business_settings/info_update/:userId (multipart: profile fields and an optional logo)
// and PUT /api/business_settings/brand_logo/:userId (removes the logo).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  BRAND_LOGO_REMOVED_MESSAGE,
  BUSINESS_INFO_UPDATED_MESSAGE,
  businessInfoFieldsSchema,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  businessProfileUpdateResponseSchema,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
} from '@contract/business-settings.js';
import { errorResponseSchema, userIdParamsSchema } from '@contract/common.js';
import { postalCodeProblem } from '@contract/business-address.js';
import { regionForPhone } from '../../repositories/currency-for-country.js';
import {
  bodyIssueItem,
  fieldError,
  HttpError,
  notFound,
  withValues,
} from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import { limitHit } from '../../plugins/rate-limit-store.js';
import { toCurrentUser } from '../../security/current-user.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { BEARER_SECURITY, MUTATION_ERRORS } from '../signed-in-schema.js';
import { revokeOtherSessions, updateProfile } from './business-settings-repository.js';

const TAGS = ['business-settings'];
export const LOGO_FIELD = 'brand_logo';
/**
 * Logo uploads per business an hour: each one is decoded and re-encoded (sharp), the costliest
 * call a signed-in owner can repeat, and a stolen session should not turn it into a CPU sink.
 */
export const LOGO_UPLOADS_PER_HOUR = 20;
/** Both routes answer the profile as it now stands; a path naming another business answers 404. */
const PROFILE_UPDATE_RESPONSES = {
  200: businessProfileUpdateResponseSchema,
  404: errorResponseSchema,
  ...MUTATION_ERRORS,
};

interface BusinessInfoForm {
  fields: Record<string, string>;
  logo: Buffer | undefined;
}

/** The `code` and `statusCode` that Fastify and the multipart plugin put on their errors. */
function errorFields(error: unknown): { code?: unknown; statusCode?: unknown } {
  return typeof error === 'object' && error !== null ? error : {};
}

/** Reads every part; the plugin's limits (one file of LOGO_MAX_BYTES, few small fields) apply. */
async function readForm(request: FastifyRequest): Promise<BusinessInfoForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Business information must be sent as multipart/form-data');
  }
  const form: BusinessInfoForm = { fields: {}, logo: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== LOGO_FIELD) {
          throw withValues(400, `Only ${LOGO_FIELD} may hold a file`, { field: LOGO_FIELD });
        }
        // A form with no file chosen may still carry an empty file part.
        if (bytes.length > 0) form.logo = bytes;
      } else {
        if (part.valueTruncated) {
          throw withValues(400, `${part.fieldname} is too long`, { field: part.fieldname });
        }
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const { code, statusCode } = errorFields(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, LOGO_TOO_LARGE_MESSAGE);
    // Our refusals and the plugin's limits (413 "Too many files"...) already say what is wrong.
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    // Busboy reports a malformed body (no boundary, cut short) as a plain Error.
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new HttpError(
      400,
      'The form could not be read: it is not well-formed multipart/form-data',
    );
  }
  return form;
}

/** Fields never hashed into the idempotency record: whether one was sent is enough. */
const SECRET_FIELDS = new Set(['password', 'current_password']);

/**
 * What the idempotency hash must cover besides the (empty) parsed body. The passwords themselves
 * stay out: a fast hash of them would be stored for 7 days.
 */
function formHash(fields: Record<string, string | undefined>, logo: Buffer | undefined): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(fields).sort()) {
    const value = SECRET_FIELDS.has(name) ? (fields[name] ? 'changed' : '') : fields[name];
    hash.update(`${name}=${JSON.stringify(value ?? null)}\n`);
  }
  hash.update(logo ? createHash('sha256').update(logo).digest('hex') : 'no logo');
  return hash.digest('hex');
}

/** The removal route takes no body, but clients send PUT with a JSON content type and nothing. */
const brandLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) => {
    done(null, undefined);
  });

  app.put(
    apiPaths.removeBrandLogo(':userId'),
    {
      schema: {
        tags: TAGS,
        description: 'Removes the business logo and its file. Takes no body.',
        security: BEARER_SECURITY,
        params: userIdParamsSchema,
        response: PROFILE_UPDATE_RESPONSES,
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      if (request.params.userId !== userId) throw notFound('Business');
      const removed = { logo: null as string | null };
      const result = await runMutation(request, reply, async (trx) => {
        const { before, after } = await updateProfile(trx, userId, { brandLogo: null });
        removed.logo = before.brand_logo;
        return { msg: BRAND_LOGO_REMOVED_MESSAGE, user: toCurrentUser(after) };
      });
      await removeQuietly(request, removed.logo);
      return result;
    },
  );
};

/** After a commit the change stands; a file left behind is only worth a log line. */
async function removeQuietly(request: FastifyRequest, fileName: string | null): Promise<void> {
  try {
    await request.server.logos.remove(fileName);
  } catch (error) {
    request.log.warn({ err: error, fileName }, 'could not delete a logo file');
  }
}

export const businessInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not for the whole app: the plugin adds an onRequest and an onResponse hook
  // to every route in its scope (bench/README.md, Fixed cost per request), and only these routes
  // read a multipart body. Any other route answers a multipart body with 415.
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 16, fieldSize: 10_000, parts: 18 },
  });
  app.put(
    apiPaths.updateBusinessInfo(':userId'),
    {
      schema: {
        tags: TAGS,
        description:
          'Updates the profile from multipart/form-data: firstname, lastname, mobile, timezone, ' +
          'password (only to change it, with current_password, the password now; other ' +
          'sessions are then signed out; a wrong current_password is 400), slug (the booking ' +
          'page /book/{slug}: lowercase letters, digits and single hyphens, 3 to 60 characters, ' +
          'no reserved word; the old link stops working at once; 409 when another business has ' +
          `it), currency (ISO 4217), clock (12h or 24h), week_start (1 Monday, 6 Saturday, ` +
          `7 Sunday: only the app's display follows these three), street_address, postal_code ` +
          'and city (the address on the booking page and in mails; empty clears a part, absent ' +
          'keeps it; a postal code of a country the server knows follows its rule, in Norway ' +
          '4 digits), booking_contact (what the booking page asks a client for: either, phone, ' +
          `email or both) and an optional ${LOGO_FIELD} file (PNG, JPEG, WebP, GIF or AVIF, at most 5 MB ` +
          'and 40 megapixels). Empty names, phone, slug, locale and booking_contact fields keep ' +
          'the current values.',
        consumes: ['multipart/form-data'],
        security: BEARER_SECURITY,
        params: userIdParamsSchema,
        // Only this route reads a multipart body: 413 for a logo or form too large, 415 for
        // any other content type.
        response: {
          ...PROFILE_UPDATE_RESPONSES,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      if (request.params.userId !== userId) throw notFound('Business');
      const form = await readForm(request);
      const parsed = businessInfoFieldsSchema.safeParse(form.fields);
      if (!parsed.success) {
        return reply
          .code(400)
          .send({ errors: parsed.error.issues.map((issue) => bodyIssueItem(issue)) });
      }
      const fields = parsed.data;
      // The postal code's rule is the business's country's (docs/decisions.md, Address and
      // booking page), told by its dialling code and phone as at registration.
      if (fields.postal_code !== undefined) {
        const mobile = fields.mobile || request.user.mobile;
        const problem = postalCodeProblem(
          fields.postal_code,
          regionForPhone(request.user.country, mobile),
        );
        if (problem)
          throw new HttpError(400, problem, {}, {}, 'postal_code', 'postal_code_invalid');
      }
      // A new password needs the current one (docs/decisions.md, Accounts): a session left open
      // on a shared device must not be enough to take the account over.
      if (fields.password && !fields.current_password) {
        throw fieldError(400, CURRENT_PASSWORD_REQUIRED_MESSAGE, 'current_password');
      }
      const currentPasswordOk = fields.password
        ? await verifyPassword(request.user.password_hash, fields.current_password ?? '')
        : true;
      const passwordHash = fields.password ? await hashPassword(fields.password) : undefined;
      if (form.logo && app.config.rateLimit) {
        await limitHit(app.db, `logo upload|${userId}`, {
          max: LOGO_UPLOADS_PER_HOUR,
          windowMs: 60 * 60 * 1000,
          now: app.config.clock(),
          message: `At most ${LOGO_UPLOADS_PER_HOUR} logos an hour: please try again later`,
        });
      }
      // Saved before the transaction so a refused image changes nothing; undone below on failure.
      const newLogo = form.logo ? await app.logos.save(form.logo) : undefined;
      const replaced = { logo: null as string | null };
      try {
        const result = await runMutation(
          request,
          reply,
          async (trx) => {
            // Refused inside the mutation, so a replay of an accepted change still gets its
            // stored answer although the password it names as current has since changed.
            if (!currentPasswordOk)
              throw fieldError(400, CURRENT_PASSWORD_WRONG_MESSAGE, 'current_password');
            const { before, after } = await updateProfile(trx, userId, {
              firstName: fields.firstname || undefined,
              lastName: fields.lastname || undefined,
              businessName: fields.business_name || undefined,
              mobile: fields.mobile || undefined,
              timezone: fields.timezone || undefined,
              slug: fields.slug || undefined,
              passwordHash,
              brandLogo: newLogo,
              currency: fields.currency,
              clock: fields.clock,
              weekStart: fields.week_start,
              streetAddress: fields.street_address,
              postalCode: fields.postal_code,
              city: fields.city,
              bookingContact: fields.booking_contact,
            });
            if (passwordHash)
              await revokeOtherSessions(trx, userId, request.sessionId, app.config.clock());
            if (newLogo) replaced.logo = before.brand_logo;
            return { msg: BUSINESS_INFO_UPDATED_MESSAGE, user: toCurrentUser(after) };
          },
          {
            extraHash: formHash(form.fields, form.logo),
            // The first request stored its own copy of this logo; this one is not used.
            onReplay: () => removeQuietly(request, newLogo ?? null),
          },
        );
        await removeQuietly(request, replaced.logo);
        return result;
      } catch (error) {
        await removeQuietly(request, newLogo ?? null);
        throw error;
      }
    },
  );

  await app.register(brandLogoRoutes);
};
