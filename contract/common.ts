// Shapes shared by every feature: the error envelope of docs/decisions.md (API), message replies
// and id params.
import { z } from 'zod';

/**
 * One refusal. `msg` is for a person; `code` says which refusal it is for a program (the app
 * chooses its own words or behaviour by it), stable snake_case (docs/decisions.md, API). `param`
 * (express-validator's name) is the body field it is about, when it is about one: the form shows
 * it under that field; an item without it is about the whole request. `params` are the values
 * `msg` names (a category's name, a time, a count), so the app can say the refusal in another
 * language with them; optional, as an answer of an older server has none (docs/decisions.md, API).
 */
export const errorItemSchema = z.object({
  msg: z.string(),
  code: z.string(),
  param: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorItem = z.infer<typeof errorItemSchema>;
/** The values of one refusal's message, by name: text or a number, never a sentence. */
export type ErrorParams = NonNullable<ErrorItem['params']>;

/** Every 4xx (and the rare 5xx) answers with this envelope. */
export const errorResponseSchema = z.object({ errors: z.array(errorItemSchema).min(1) });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ msg: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const MAX_ID = 2_147_483_647;

/** Digits as a path or a `<select>` writes an id: no sign but "-", no leading zero, no 0x, no exponent. */
const ID_TEXT = /^(0|-?[1-9][0-9]*)$/;

/**
 * A positive integer id, accepted as a number or as the string a `<select>` or a path gives.
 * Strict, unlike `z.coerce`: `true`, `[5]`, "0x10", "1e1", "01" and "+1" are refused rather than
 * read as an id, and ids above the columns' range answer 400 on both databases.
 */
export const idSchema = z.preprocess(
  // An empty `<select>` reads as "not chosen" rather than "not a number".
  (value) =>
    value === '' ? 0 : typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value,
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .positive('Must be chosen')
    // Ids are 32-bit columns: PostgreSQL refuses a larger parameter instead of finding nothing.
    .max(MAX_ID, 'Is not a known id'),
);

export const idParamsSchema = z.object({ id: idSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });

/** Trimmed text that must not be empty; `label` names the field in the message. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/**
 * C0 and C1 control characters (tab, line feed, carriage return, NUL...), the Unicode line and
 * paragraph separators, and the bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069),
 * which reorder the text after them in a diary or a mail: a name or phone holding one breaks mails,
 * exports and the one-line fields that show it (docs/decisions.md, Pages and mails).
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** The same, less the tab and the line breaks (CR, LF) that multi-line text keeps. */
const CONTROL_CHARACTERS_IN_TEXT = /[^\P{Cc}\t\n\r]|[\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const singleLineMessage = (label: string) =>
  `${label} must not contain line breaks or control characters`;
export const plainTextMessage = (label: string) => `${label} must not contain control characters`;

/** True when `text` holds no line break or control character. */
export const isSingleLine = (text: string): boolean => !CONTROL_CHARACTERS.test(text);
/** True when `text` holds no control character but tabs and line breaks. */
export const isPlainText = (text: string): boolean => !CONTROL_CHARACTERS_IN_TEXT.test(text);

/** requiredText on one line: names a person or business gives (docs/decisions.md, Accounts). */
export function requiredLine(label: string, max = 200) {
  return requiredText(label, max).refine(isSingleLine, singleLineMessage(label));
}

/**
 * One e-mail address, as a mail server reads it: a dot-atom local part (RFC 5322 atext: letters,
 * digits, ! # $ % & ' * + - / = ? ^ _ ` { | } ~, and letters of any script), "@", and a domain of
 * letter-digit-hyphen labels with a top level of 2 or more letters. No display name, quotes,
 * comments, address literal or list: "x@example.com,postmaster" is two addresses to a mailer
 * (docs/decisions.md, Pages and mails).
 */
const EMAIL_ADDRESS =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

/** True when `text` is one e-mail address: at most 254 characters, 64 before the "@". */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && text.indexOf('@') <= 64 && EMAIL_ADDRESS.test(text);
}

/** "HH:mm", 24-hour, as stored and sent on the wire. */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm (00:00 to 23:59)');
