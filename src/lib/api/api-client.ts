// The one way the app calls the server: the stored token as a Bearer header, JSON or multipart
// bodies, answers checked against the contract's zod schema, and every failure as an ApiError.
// zod itself is only a type here: the schemas bring it, so a screen without them loads none.
import type { z } from 'zod';
import { FETCHED_AT_HEADER } from '../offline/kept-responses';
import { reportKeptAnswer, reportLiveAnswer, reportNoConnection } from '../offline/offline-status';
import { getToken } from '../session/token-store';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';

export interface ApiRequestOptions<S extends z.ZodType> {
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
  /** Lets the server apply a repeated mutation only once (decisions.md, API). */
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

function errorMessages(body: unknown, status: number): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  // The old client read a list that was not always a list (spec section 8): accept both.
  const list = Array.isArray(errors) ? errors : errors ? [errors] : [];
  const messages = list
    .map((item) => (typeof item === 'string' ? item : (item as { msg?: unknown })?.msg))
    .filter((msg): msg is string => typeof msg === 'string' && msg.length > 0);
  if (messages.length > 0) return messages;
  const msg = (body as { msg?: unknown } | null)?.msg;
  if (typeof msg === 'string' && msg) return [msg];
  return [
    status >= 500 ? 'The server had a problem: please try again' : `The request failed (${status})`,
  ];
}

function isSchemaImport<S extends z.ZodType>(
  schema: S | (() => Promise<S>),
): schema is () => Promise<S> {
  return typeof schema === 'function';
}

/** The header a session's calls carry; the service worker keys the answers it keeps by it. */
export function authorizationHeader(token: string): string {
  return `Bearer ${token}`;
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.infer<S>> {
  const schemaReady = isSchemaImport(options.schema)
    ? options.schema()
    : Promise.resolve(options.schema);
  // Awaited once the answer is in; a request that fails before must not leave it unhandled.
  schemaReady.catch(() => {});
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', authorizationHeader(token));
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }

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
  else if (response.status !== 503) reportLiveAnswer();

  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page: fall back to the status for the message.
    parsed = null;
  }
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorized();
    throw new ApiError(response.status, errorMessages(parsed, response.status), parsed);
  }
  const result = (await schemaReady).safeParse(parsed);
  if (!result.success) {
    throw new ApiError(
      response.status,
      ['The server sent an answer this app does not understand'],
      parsed,
    );
  }
  return result.data;
}
