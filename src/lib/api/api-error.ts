// A refused or failed call, with every `errors[].msg` the server sent (docs/decisions.md, API),
// its `code`, the body field each is about (`param`) and the values it names (`params`), and the
// reading of that error envelope,
// in one place for the API client and the outbox's replay so both show the owner the same
// messages for the same answer.
import type { ErrorItem as ServerErrorItem } from '@contract/common';

/**
 * An item as the app keeps it: `code` may be missing in an answer kept by an older version (the
 * outbox's failed changes, docs/offline.md) or made here from a bare message.
 */
export type ErrorItem = Omit<ServerErrorItem, 'code'> & { code?: string };

export class ApiError extends Error {
  /** The messages with the body field each is about, when the server named one (`param`). */
  readonly items: ErrorItem[];

  constructor(
    readonly status: number,
    /** Messages to show the owner: on their fields (items) or as alerts. */
    readonly messages: string[],
    /** The parsed answer, for callers that read more than the messages (the login failure). */
    readonly body: unknown,
    /** Defaults to the envelope's items, when they are the messages, else the bare messages. */
    items?: ErrorItem[],
  ) {
    super(messages.join('\n'));
    this.name = 'ApiError';
    const fromBody = errorItems(body);
    this.items =
      items ??
      (fromBody.length === messages.length && fromBody.every((item, i) => item.msg === messages[i])
        ? fromBody
        : messages.map((msg) => ({ msg })));
  }
}

/** Status 0: the request never reached the server (offline, DNS, aborted). */
export const NETWORK_ERROR_STATUS = 0;

export function messagesOf(error: unknown): string[] {
  if (error instanceof ApiError) return error.messages;
  if (error instanceof Error && error.message) return [error.message];
  return ['Something went wrong'];
}

interface ServerAnswer {
  /** The parsed JSON, or null when the body is empty or not JSON (a proxy's HTML error page). */
  body: unknown;
  /** Every message of the error envelope; empty when the answer carries none. */
  messages: string[];
  /** The envelope's items, with the field each names (`param`); empty when it has none. */
  items: ErrorItem[];
}

/**
 * The messages of an error envelope. Lenient on purpose: the old client read a list that was not
 * always a list (docs/decisions.md, API), so a single item, bare strings and a top-level `msg`
 * count too. Empty or non-text messages are skipped.
 */
export function errorMessages(body: unknown): string[] {
  const messages = errorItems(body).map((item) => item.msg);
  if (messages.length > 0) return messages;
  return isRecord(body) && isText(body.msg) ? [body.msg] : [];
}

/**
 * The envelope's items, as leniently as errorMessages reads them; `code` and `param` kept when they
 * are text, `params` with the values that are text or numbers.
 */
export function errorItems(body: unknown): ErrorItem[] {
  if (!isRecord(body)) return [];
  const errors = body.errors;
  const list: unknown[] = Array.isArray(errors) ? errors : errors ? [errors] : [];
  return list.flatMap((item): ErrorItem[] => {
    if (isText(item)) return [{ msg: item }];
    if (!isRecord(item) || !isText(item.msg)) return [];
    return [
      {
        msg: item.msg,
        ...(isText(item.code) ? { code: item.code } : {}),
        ...(isText(item.param) ? { param: item.param } : {}),
        ...(isRecord(item.params) ? { params: valuesOf(item.params) } : {}),
      },
    ];
  });
}

function valuesOf(params: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/** Reads the body once, whatever it holds. */
export async function readAnswer(response: Response): Promise<ServerAnswer> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // The connection dropped mid-body: treated as an empty answer; the status still speaks.
  }
  const body = parseJson(text);
  return { body, messages: errorMessages(body), items: errorItems(body) };
}

/** Null for an empty body or one that is not JSON (a proxy's HTML error page). */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}
