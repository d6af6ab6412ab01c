// One error handler: every failure becomes `{ errors: [{ msg }] }` (docs/decisions.md, API). Bad input
// is a 4xx with a message a person can act on; only a real fault of ours is a 500, and its details
// stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

/** A refusal with a status and a message for the owner, thrown from routes and repositories. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields merged into the body next to `errors` (the login failure's code and msg). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_PARTS_LIMIT: 'Too many parts in the form',
  FST_FILES_LIMIT: 'Too many files',
  FST_FIELDS_LIMIT: 'Too many fields in the form',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
};

function validationMessages(error: FastifyError): string[] {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue.message ?? 'is not valid';
      // Our schemas carry messages meant for people; zod's defaults need the field name.
      return message.includes(' is ') || message.includes(' must ') || !field
        ? message
        : `${field}: ${message}`;
    });
  }
  return [error.message];
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ ...error.extra, errors: [{ msg: error.message }] });
    }
    if (error.validation) {
      return reply.code(400).send({ errors: validationMessages(error).map((msg) => ({ msg })) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ errors: [{ msg: 'Something went wrong on our side' }] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = (error.code && FASTIFY_MESSAGES[error.code]) ?? error.message;
      return reply.code(status).send({ errors: [{ msg }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ errors: [{ msg: 'Something went wrong on our side' }] });
  });
});
