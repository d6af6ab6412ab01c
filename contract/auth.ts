// Accounts: registration, e-mail verification, sign-in and the signed-in user
// (docs/architecture.md, Contract).
import { z } from 'zod';
import { BOOKING_CONTACT_RULES } from './business-address.js';
import { clockSchema, currencySchema, weekStartSchema } from './business-locale.js';
import { languageSchema } from './i18n/language-schema.js';
import {
  errorItemSchema,
  idSchema,
  isEmailAddress,
  isSingleLine,
  requiredLine,
  singleLineMessage,
} from './common.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** passwordSchema's rule in words, shown under a new password field before any submit. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN} characters, at most ${PASSWORD_MAX}`;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const emailSchema = z
  .string({ error: 'Business email is required' })
  .trim()
  .min(1, 'Business email is required')
  .max(254, 'Business email is too long')
  // One address, the rule every e-mail field shares (contract/common.ts, isEmailAddress).
  .refine(isEmailAddress, 'Business email must be a valid e-mail address')
  .transform((email) => email.toLowerCase());

/** An IANA time zone the runtime knows, e.g. "Europe/Oslo". */
export const timeZoneSchema = z
  .string()
  .trim()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone.length > 0;
    } catch {
      return false;
    }
  }, 'Time zone is not a known IANA time zone');

/**
 * Optional text: empty is allowed; anything else must match `pattern` (a union would lose the
 * message). A control character gets its own message before the pattern's.
 */
const optionalText = (label: string, max: number, pattern: RegExp, patternMsg: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSingleLine, { message: singleLineMessage(label), abort: true })
    .refine((value) => value === '' || pattern.test(value), patternMsg)
    .optional();

/** Dialling code such as "+47". */
export const countryCodeSchema = optionalText(
  'Country code',
  6,
  /^\+\d{1,4}$/,
  'Country code must look like +47',
);
export const mobileSchema = optionalText(
  'Business mobile',
  20,
  /^[0-9 ()+-]*$/,
  'Business mobile must hold only digits, spaces, +, - and parentheses',
);

export const registerBodySchema = z.object({
  firstname: requiredLine('First name', 100),
  lastname: requiredLine('Last name', 100),
  business_name: requiredLine('Business name', 150),
  email: emailSchema,
  password: passwordSchema,
  country: countryCodeSchema,
  mobile: mobileSchema,
  /** Not in the spec's payload: taken from the browser (docs/decisions.md, Data). Defaults to UTC. */
  timezone: timeZoneSchema.optional(),
  /**
   * Not in the spec's payload either (docs/decisions.md, Locale): the business's currency, else
   * the one of the country's dialling code, else USD; the clock and the first day of the week from
   * the browser's locale, else 12h and Sunday.
   */
  currency: currencySchema.optional(),
  clock: clockSchema.optional(),
  week_start: weekStartSchema.optional(),
  /** The owner's language, proposed from the browser (docs/decisions.md, Languages); else en. */
  language: languageSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/**
 * The one answer to a registration, whether or not the address already had an account
 * (docs/decisions.md, Accounts): the mail says what happens next, the answer never does.
 */
export const REGISTRATION_CHECK_INBOX_CODE = 'check_inbox';
export const registrationCheckInboxMessage = (email: string) =>
  `Check your inbox: we sent a message to ${email}. Open its link to activate your account.`;

export const registerResponseSchema = z.object({
  msg: z.string(),
  email: z.string(),
  code: z.literal(REGISTRATION_CHECK_INBOX_CODE).optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string() });

/** Login refusal (HTTP 400): the spec's `code` and `msg` beside the usual `errors`. */
export const loginFailureSchema = z.object({
  code: z.literal(400),
  msg: z.string(),
  errors: z.array(errorItemSchema),
  /** True when the password was right but the e-mail is not verified yet: offer to resend. */
  unverified: z.boolean().optional(),
});
export type LoginFailure = z.infer<typeof loginFailureSchema>;

export const currentUserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  businessName: z.string(),
  email: z.string(),
  businessPhone: z.string(),
  country: z.string(),
  timezone: z.string(),
  /** File name under /uploads/, or null when the business has no logo. */
  brand_logo: z.string().nullable(),
  /**
   * The booking page's name: /book/{slug}. Optional because an answer kept on the device by an
   * earlier version of the app (offline) has none.
   */
  slug: z.string().nullable().optional(),
  /**
   * The business's locale (docs/decisions.md, Locale): ISO 4217 currency, "12h" or "24h", and the
   * first day of the week (1 Monday, 6 Saturday, 7 Sunday). Optional for the same reason as slug.
   */
  currency: z.string().optional(),
  clock: z.enum(['12h', '24h']).optional(),
  weekStart: z.union([z.literal(1), z.literal(6), z.literal(7)]).optional(),
  /**
   * The owner's language and the booking page's default (docs/decisions.md, Languages). Optional
   * for the same reason as slug.
   */
  language: languageSchema.optional(),
  bookingLanguage: languageSchema.optional(),
  /**
   * The business's address and what its booking page asks clients for (docs/decisions.md,
   * Address and booking page). Optional for the same reason as slug.
   */
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }).optional(),
  bookingContact: z.enum(BOOKING_CONTACT_RULES).optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const verifyParamsSchema = z.object({
  id: idSchema,
  token: z.string().max(200),
});

export const resendVerificationBodySchema = z.object({ email: emailSchema });
export type ResendVerificationBody = z.input<typeof resendVerificationBodySchema>;

export const VERIFIED_MESSAGE = 'Your email address has been verified';

/**
 * The verification's answer. `setPasswordToken` comes only when the link was opened on a device
 * other than the registering one: the password chosen at registration no longer works and the
 * token, a password reset link's, lets the address's owner choose one (docs/decisions.md, Accounts).
 */
export const verifyResponseSchema = z.object({
  msg: z.string(),
  setPasswordToken: z.string().optional(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

// Account recovery (docs/decisions.md, Accounts): a single-use link by mail, valid one hour.
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;

/** The same answer whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses that address, we sent it a link to choose a new password. The link works once, for one hour.';

export const passwordResetParamsSchema = z.object({ token: z.string().max(200) });

export const passwordResetBodySchema = z.object({ password: passwordSchema });
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been changed and every session signed out: log in with the new one';
export const RESET_LINK_UNKNOWN_MESSAGE = 'This password reset link is not valid';
export const RESET_LINK_USED_MESSAGE = 'This password reset link has already been used';
export const RESET_LINK_EXPIRED_MESSAGE = 'This password reset link has expired';

/** The owner's language, changed from the top bar's Language menu (docs/decisions.md, Languages). */
export const languageBodySchema = z.object({ language: languageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;
