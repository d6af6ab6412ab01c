// The one way the app calls the server: the stored token as a Bearer header, JSON or multipart
// bodies, answers checked against the contract's zod schema, and every failure as an ApiError.
// The outbox's replay sends with the same headers and reads answers the same way.
// zod itself is only a type here: the schemas bring it, so a screen without them loads none.
import type { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@contract/api-paths';
import { FETCHED_AT_HEADER } from '../offline/kept-responses';
import { reportKeptAnswer, reportLiveAnswer, reportNoConnection } from '../offline/offline-status';
import { isNotTheServer } from '../offline/server-probe';
import { getToken } from '../session/token-store';
import { ApiError, NETWORK_ERROR_STATUS, readAnswer } from './api-error';

interface ApiRequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the business-information update). */
  formData?: FormData;
  /**
   * Checks and types the answer. Screens that must stay light (the login screen) pass a function
   * that imports the contract's schema: zod then loads while the request is under way, not with
   * the screen (bench/README.md, Route weight).
   */
  schema: S | (() => Promise<S>);
  /** Lets the server apply a repeated mutation only once (docs/decisions.md, API). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

type Unauthorized = () => void;
let onUnauthorized: Unauthorized = () => {};

/** The auth feature signs the owner out when a call with a token answers 401. */
export function setUnauthorizedHandler(handler: Unauthorized): void {
  onUnauthorized = handler;
}

/** A call made outside this client (the outbox's sends) was answered 401. */
export function reportUnauthorized(): void {
  onUnauthorized();
}

/** What the owner reads when a refusal carries no message of its own. */
function fallbackMessage(status: number): string {
  return status >= 500
    ? 'The server had a problem: please try again'
    : `The request failed (${status})`;
}

interface RequestHeaderOptions {
  /** Read at send time: the outbox never stores a token. */
  token: string | null;
  idempotencyKey?: string;
  /** The body is JSON. */
  json?: boolean;
}

/** The header a session's calls carry; the service worker keys the answers it keeps by it. */
export function authorizationHeader(token: string): string {
  return `Bearer ${token}`;
}

/**
 * The headers of a signed-in call, for this client and the outbox's replay alike: the session as
 * a Bearer token, the Idempotency-Key that makes a repeat harmless, and the type of a JSON body
 * (multipart sets its own).
 */
export function requestHeaders(options: RequestHeaderOptions): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.token) headers.set('Authorization', authorizationHeader(options.token));
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);
  if (options.json) headers.set('Content-Type', 'application/json');
  return headers;
}

function isSchemaImport<S extends z.ZodType>(
  schema: S | (() => Promise<S>),
): schema is () => Promise<S> {
  return typeof schema === 'function';
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.infer<S>> {
  return (await apiRequestWithHeaders(path, options)).data;
}

/** As apiRequest, with the answer's headers (a paged list's total count). */
export async function apiRequestWithHeaders<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<{ data: z.infer<S>; headers: Headers }> {
  const schemaReady = isSchemaImport(options.schema)
    ? options.schema()
    : Promise.resolve(options.schema);
  // Awaited once the answer is in; a request that fails before must not leave it unhandled.
  schemaReady.catch(() => {});
  const token = getToken();
  const json = !options.formData && options.json !== undefined;
  const headers = requestHeaders({ token, idempotencyKey: options.idempotencyKey, json });
  const body: BodyInit | undefined =
    options.formData ?? (json ? JSON.stringify(options.json) : undefined);

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportNoConnection();
    throw new ApiError(NETWORK_ERROR_STATUS, ['No connection to the server'], null);
  }
  // The service worker marks answers it served from this device's kept copies.
  const fetchedAt = Number(response.headers.get(FETCHED_AT_HEADER));
  if (fetchedAt > 0) reportKeptAnswer(fetchedAt);
  // The worker's "offline, nothing kept" or a proxy's gateway error: the server did not answer.
  else if (isNotTheServer(response.status)) reportNoConnection();
  else reportLiveAnswer();

  const { body: parsed, messages } = await readAnswer(response);
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorized();
    const shown = messages.length > 0 ? messages : [fallbackMessage(response.status)];
    throw new ApiError(response.status, shown, parsed);
  }
  const result = (await schemaReady).safeParse(parsed);
  if (!result.success) {
    throw new ApiError(
      response.status,
      ['The server sent an answer this app does not understand'],
      parsed,
    );
  }
  return { data: result.data, headers: response.headers };
}
