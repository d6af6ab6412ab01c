// One error handler: every failure becomes `{ errors: [{ msg, code, param?, params? }] }`
// (docs/decisions.md, API), `code` saying which refusal it is, `param` naming the body field it
// is about and `params` the values its message names. Bad input is a 4xx with a message a
// person can act on; only a real fault of ours is a 500, and its details stay in the log.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { loginFailureSchema } from '../../contract/auth.js';
import type { ErrorItem, ErrorParams } from '../../contract/common.js';

/** A refusal with a status and a message for the owner, thrown from routes and repositories. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields merged into the body next to `errors` (the login failure's code and msg). */
    readonly extra: Record<string, unknown> = {},
    /** Headers of the answer, e.g. a 429's Retry-After. */
    readonly headers: Record<string, string> = {},
    /** The body field the refusal is about (`errors[].param`): the form shows it there. */
    readonly param?: string,
    /** `errors[].code`; without one, the status's (`codeForStatus`). */
    readonly code: string = codeForStatus(statusCode),
    /** `errors[].params`: the values `message` names, for the app's own wording of it. */
    readonly params?: ErrorParams,
  ) {
    super(message);
  }
}

/** The code of a refusal that names none: what its status says (docs/decisions.md, API). */
const STATUS_CODES: Record<number, string> = {
  400: 'invalid',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'timeout',
  409: 'conflict',
  410: 'gone',
  413: 'too_large',
  414: 'too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  431: 'headers_too_large',
};

export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'server_error' : 'invalid');
}

/**
 * A refusal with its own code, e.g. `coded(409, TEAM_FULL_CODE, TEAM_FULL_MESSAGE)`; `extra` are
 * the fields beside `errors` (a diary conflict's `conflict`, the booking page's `nearest`);
 * `params` the values the message names.
 */
export const coded = (
  statusCode: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  params?: ErrorParams,
) => new HttpError(statusCode, message, extra, {}, undefined, code, params);

/**
 * A refusal about one body field, e.g. an e-mail already registered (`param` "email"); `code`
 * when it has its own, else its status's; `params` the values the message names.
 */
export const fieldError = (
  statusCode: number,
  message: string,
  param: string,
  code?: string,
  params?: ErrorParams,
) => new HttpError(statusCode, message, {}, {}, param, code, params);

/** A refusal coded by its status whose message names values, e.g. a range's limit in days. */
export const withValues = (statusCode: number, message: string, params: ErrorParams) =>
  new HttpError(statusCode, message, {}, {}, undefined, undefined, params);

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** The body of the 500 answer: the details stay in the log. */
export const SERVER_FAULT = {
  errors: [{ msg: 'Something went wrong on our side', code: 'server_error' }],
} as const;

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

/**
 * The body of a refusal. A route whose refusal is the login failure (contract/auth.ts) keeps the
 * spec's `code` and `msg` beside `errors` whatever refused it (bad JSON, a NUL byte, `__proto__`):
 * without them its response schema failed and the answer was a 500.
 */
function refusal(request: FastifyRequest, status: number, errors: ErrorItem[]) {
  const responses = request.routeOptions.schema?.response as Record<number, unknown> | undefined;
  if (responses?.[status] === loginFailureSchema) {
    return { code: status, msg: errors[0]?.msg ?? '', errors };
  }
  return { errors };
}

const item = (msg: string, code: string, param?: string, params?: ErrorParams): ErrorItem => ({
  msg,
  code,
  ...(param ? { param } : {}),
  ...(params ? { params } : {}),
});

/** A zod issue of a body a route parses itself (a multipart form): `param` is its top field. */
export function bodyIssueItem(issue: { message: string; path: readonly PropertyKey[] }): ErrorItem {
  const field = issue.path[0];
  return item(issue.message, 'invalid', typeof field === 'string' ? field : undefined);
}

/** Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`). */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  const msg =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The address is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid'
        : 'The request is not valid';
  return reply.code(status).send({ errors: [item(msg, codeForStatus(status))] });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long'],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request headers are too large',
  ],
};

/**
 * Node's HTTP parser refusing a request (oversized headers, a request not sent in time, bytes
 * that are not HTTP): Fastify's own answer, written on the socket, in our envelope.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, msg] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request is not valid HTTP',
  ];
  const body = JSON.stringify({ errors: [item(msg, codeForStatus(status))] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * One item per issue. A body issue names its top-level field as `param` (`/services/0/id` is about
 * `services`); a query or path issue names none: no form field holds it.
 */
function validationItems(error: FastifyError): ErrorItem[] {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const inBody = error.validationContext === 'body';
    return error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue.message ?? 'is not valid';
      // Our schemas carry messages meant for people; zod's defaults need the field name.
      const msg =
        message.includes(' is ') || message.includes(' must ') || !field
          ? message
          : `${field}: ${message}`;
      return item(msg, 'invalid', inBody ? issue.instancePath.split('/')[1] : undefined);
    });
  }
  return [item(error.message, 'invalid')];
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({
          ...error.extra,
          ...refusal(request, error.statusCode, [
            item(error.message, error.code, error.param, error.params),
          ]),
        });
    }
    if (error.validation) {
      return reply.code(400).send(refusal(request, 400, validationItems(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send(SERVER_FAULT);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = (error.code && FASTIFY_MESSAGES[error.code]) ?? error.message;
      return reply.code(status).send(refusal(request, status, [item(msg, codeForStatus(status))]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(SERVER_FAULT);
  });
});
