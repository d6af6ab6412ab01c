// A business's own money, clock and week (docs/decisions.md, Locale). Only the display
// follows them: the API keeps the spec's fields and formats ("09:00 AM", amounts as numbers).
import { z } from 'zod';

export const CLOCKS = ['12h', '24h'] as const;
export type Clock = (typeof CLOCKS)[number];

/** ISO weekday numbers, as business_days.day_of_week: 1 = Monday, 6 = Saturday, 7 = Sunday. */
export const WEEK_STARTS = [1, 6, 7] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

export interface BusinessLocale {
  /** ISO 4217, e.g. "NOK". */
  currency: string;
  clock: Clock;
  weekStart: WeekStart;
}

/** The spec's own choice ($, "hh:mm A", Sunday-first month grid): a business without settings. */
export const DEFAULT_BUSINESS_LOCALE: BusinessLocale = {
  currency: 'USD',
  clock: '12h',
  weekStart: 7,
};

/** The ISO 4217 codes this runtime can format; empty where Intl cannot list them. */
function knownCurrencies(): ReadonlySet<string> {
  try {
    return new Set(Intl.supportedValuesOf('currency'));
  } catch {
    return new Set();
  }
}

export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = knownCurrencies();
  return known.size === 0 || known.has(code);
}

export const CURRENCY_MESSAGE = 'Currency must be a known ISO 4217 code such as USD or NOK';
export const CLOCK_MESSAGE = 'Clock must be 12h or 24h';
export const WEEK_START_MESSAGE = 'The week must start on Monday (1), Saturday (6) or Sunday (7)';

export const currencySchema = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .transform((code) => code.toUpperCase())
  .refine(isKnownCurrency, CURRENCY_MESSAGE);

export const clockSchema = z.enum(CLOCKS, { error: CLOCK_MESSAGE });

/** A number in JSON; the multipart form sends it as text ("1"), read strictly. */
export const weekStartSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^[167]$/.test(value) ? Number(value) : value),
  z.union([z.literal(1), z.literal(6), z.literal(7)], { error: WEEK_START_MESSAGE }),
);
