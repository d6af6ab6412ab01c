// Accounts: registration, e-mail verification, sign-in and the signed-in user (spec sections 3 and 7).
import { z } from 'zod';
import { requiredText } from './common.js';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const emailSchema = z
  .string({ error: 'Business email is required' })
  .trim()
  .min(1, 'Business email is required')
  .max(254, 'Business email is too long')
  .pipe(z.email('Business email must be a valid e-mail address'))
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

/** Optional text: empty is allowed; anything else must match `pattern` (a union would lose the message). */
const optionalText = (label: string, max: number, pattern: RegExp, patternMsg: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
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
  firstname: requiredText('First name', 100),
  lastname: requiredText('Last name', 100),
  business_name: requiredText('Business name', 150),
  email: emailSchema,
  password: passwordSchema,
  country: countryCodeSchema,
  mobile: mobileSchema,
  /** Not in the spec's payload: taken from the browser (docs/decisions.md, Data). Defaults to UTC. */
  timezone: timeZoneSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerResponseSchema = z.object({
  msg: z.string(),
  id: z.number(),
  email: z.string(),
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
  errors: z.array(z.object({ msg: z.string() })),
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
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const verifyParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  token: z.string().max(200),
});

export const resendVerificationBodySchema = z.object({ email: emailSchema });
export type ResendVerificationBody = z.input<typeof resendVerificationBodySchema>;

export const VERIFIED_MESSAGE = 'Your email address has been verified';
