// PUT /api/business_settings/info_update/:userId (multipart: profile fields and an optional logo)
// and PUT /api/business_settings/brand_logo/:userId (removes the logo).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/api-paths.js';
import {
  BRAND_LOGO_REMOVED_MESSAGE,
  BUSINESS_INFO_UPDATED_MESSAGE,
  businessInfoFieldsSchema,
  businessProfileUpdateResponseSchema,
  LOGO_TOO_LARGE_MESSAGE,
} from '../../../contract/business-settings.js';
import { errorResponseSchema, userIdParamsSchema } from '../../../contract/common.js';
import { HttpError, notFound } from '../../plugins/errors.js';
import { runMutation } from '../../plugins/idempotency.js';
import { toCurrentUser } from '../../security/current-user.js';
import { hashPassword } from '../../security/passwords.js';
import { BEARER_SECURITY, MUTATION_ERRORS } from '../signed-in-schema.js';
import { revokeOtherSessions, updateProfile } from './business-settings-repository.js';

const TAGS = ['business-settings'];
const LOGO_FIELD = 'brand_logo';
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
          throw new HttpError(400, `Only ${LOGO_FIELD} may hold a file`);
        }
        // A form with no file chosen may still carry an empty file part.
        if (bytes.length > 0) form.logo = bytes;
      } else {
        if (part.valueTruncated) throw new HttpError(400, `${part.fieldname} is too long`);
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

/**
 * What the idempotency hash must cover besides the (empty) parsed body. The password itself stays
 * out: a fast hash of it would be stored for 7 days; whether one was sent is enough.
 */
function formHash(fields: Record<string, string | undefined>, logo: Buffer | undefined): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(fields).sort()) {
    const value = name === 'password' ? (fields[name] ? 'changed' : '') : fields[name];
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
  app.put(
    apiPaths.updateBusinessInfo(':userId'),
    {
      schema: {
        tags: TAGS,
        description:
          'Updates the profile from multipart/form-data: firstname, lastname, mobile, timezone, ' +
          'password (only to change it; other sessions are then signed out), slug (the booking ' +
          'page /book/{slug}: lowercase letters, digits and single hyphens, 3 to 60 characters, ' +
          'no reserved word; the old link stops working at once; 409 when another business has ' +
          `it) and an optional ${LOGO_FIELD} file (PNG, JPEG, WebP, GIF or AVIF, at most 5 MB ` +
          'and 40 megapixels). Empty names, phone and slug keep the current values.',
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
          .send({ errors: parsed.error.issues.map((issue) => ({ msg: issue.message })) });
      }
      const fields = parsed.data;
      const passwordHash = fields.password ? await hashPassword(fields.password) : undefined;
      // Saved before the transaction so a refused image changes nothing; undone below on failure.
      const newLogo = form.logo ? await app.logos.save(form.logo) : undefined;
      const replaced = { logo: null as string | null };
      try {
        const result = await runMutation(
          request,
          reply,
          async (trx) => {
            const { before, after } = await updateProfile(trx, userId, {
              firstName: fields.firstname || undefined,
              lastName: fields.lastname || undefined,
              mobile: fields.mobile || undefined,
              timezone: fields.timezone || undefined,
              slug: fields.slug || undefined,
              passwordHash,
              brandLogo: newLogo,
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
