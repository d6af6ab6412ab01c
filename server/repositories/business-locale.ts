// A business's locale as its row holds it (migration 007), read defensively: a value the contract
// does not know (written by hand) reads as the spec's default rather than failing every answer.
import {
  CLOCKS,
  DEFAULT_BUSINESS_LOCALE,
  isKnownCurrency,
  WEEK_STARTS,
  type BusinessLocale,
  type Clock,
  type WeekStart,
} from '../../contract/business-locale.js';
import type { UserRow } from '../db/schema.js';

export function readBusinessLocale(
  user: Pick<UserRow, 'currency' | 'clock' | 'week_start'>,
): BusinessLocale {
  const clock = (CLOCKS as readonly string[]).includes(user.clock)
    ? (user.clock as Clock)
    : DEFAULT_BUSINESS_LOCALE.clock;
  const weekStart = (WEEK_STARTS as readonly number[]).includes(Number(user.week_start))
    ? (Number(user.week_start) as WeekStart)
    : DEFAULT_BUSINESS_LOCALE.weekStart;
  const currency = isKnownCurrency(user.currency)
    ? user.currency
    : DEFAULT_BUSINESS_LOCALE.currency;
  return { currency, clock, weekStart };
}
