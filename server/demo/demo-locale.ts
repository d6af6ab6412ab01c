// The demo business as its country would set it up (docs/decisions.md, Locale): the Oslo salon
// shows kroner, a 24-hour clock and Monday weeks, at Norwegian prices; `--locale en-US` gives the
// spec's dollars, 12-hour clock and Sunday weeks for the other case. A demo in dollars with
// "09:30 AM" confused a Norwegian owner it was shown to.
import type { Db } from '../db/database.js';
import { DEFAULT_BUSINESS_LOCALE, type BusinessLocale } from '../../contract/business-locale.js';

interface DemoLocale extends BusinessLocale {
  /** The catalogue's prices are written in dollars; an Oslo salon asks about ten times as many kroner. */
  priceFactor: number;
}

export const DEMO_LOCALES = {
  'nb-NO': { currency: 'NOK', clock: '24h', weekStart: 1, priceFactor: 10 },
  'en-US': { ...DEFAULT_BUSINESS_LOCALE, priceFactor: 1 },
} as const satisfies Record<string, DemoLocale>;

export type DemoLocaleName = keyof typeof DEMO_LOCALES;

/** The demo salon is in Oslo. */
export const DEFAULT_DEMO_LOCALE: DemoLocaleName = 'nb-NO';

function isDemoLocaleName(text: string): text is DemoLocaleName {
  return Object.hasOwn(DEMO_LOCALES, text);
}

/** `--locale nb-NO` or `--locale en-US`; undefined without the flag. */
export function demoLocaleArgument(argv: readonly string[]): DemoLocaleName | undefined {
  const index = argv.indexOf('--locale');
  if (index < 0) return undefined;
  const name = argv[index + 1] ?? '';
  if (!isDemoLocaleName(name)) {
    throw new Error(`--locale must be one of ${Object.keys(DEMO_LOCALES).join(', ')}`);
  }
  return name;
}

/** A catalogue price (in cents of a dollar) as this locale's salon would ask it, in minor units. */
export function demoPriceCents(priceCents: number, locale: DemoLocaleName): number {
  return Math.round(priceCents * DEMO_LOCALES[locale].priceFactor);
}

/** The business's money, clock and week, as Business information would save them. */
export async function setDemoLocale(
  db: Db,
  businessId: number,
  locale: DemoLocaleName,
): Promise<void> {
  const { currency, clock, weekStart } = DEMO_LOCALES[locale];
  await db
    .updateTable('users')
    .set({ currency, clock, week_start: weekStart })
    .where('id', '=', businessId)
    .execute();
}

/** One line for `npm run demo`'s output: what the owner will see, and how to get the other. */
export function demoLocaleSummary(locale: DemoLocaleName): string {
  const { currency, clock, weekStart } = DEMO_LOCALES[locale];
  const week = weekStart === 1 ? 'Monday' : 'Sunday';
  const other = locale === 'nb-NO' ? 'en-US' : 'nb-NO';
  return `Locale ${locale}: ${currency}, ${clock} clock, weeks from ${week} (npm run demo -- --locale ${other} for the other).`;
}
