// The command line of `npm run demo`: its flags, and its refusal to run in production.
import { instantToLocal } from '../../contract/booking-time.js';
import { localDateSchema } from '../../contract/appointments.js';
import { demoLocaleArgument, type DemoLocaleName } from './demo-locale.js';
import { DEMO_TIMEZONE } from './demo-business.js';

export interface DemoOptions {
  /** Years of history instead of the default five months (a fraction is allowed). */
  years?: number;
  /** Varies the history's data; the same seed and today give the same data. */
  seed?: number;
  /** Money, clock and week: the Oslo salon's (nb-NO) unless told otherwise. */
  locale?: DemoLocaleName;
}

/**
 * The flags of `npm run demo -- ...`: --today YYYY-MM-DD, --years N (0 to 10), --seed N,
 * --locale nb-NO or en-US.
 */
export function demoArguments(argv: readonly string[]): { today: string } & DemoOptions {
  const valueOf = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? (argv[index + 1] ?? '') : undefined;
  };
  const today = valueOf('--today');
  if (today !== undefined && !localDateSchema.safeParse(today).success) {
    throw new Error('--today must be a calendar date YYYY-MM-DD, e.g. --today 2026-11-23');
  }
  const yearsText = valueOf('--years');
  const years = yearsText === undefined ? undefined : Number(yearsText);
  if (years !== undefined && !(yearsText !== '' && years > 0 && years <= 10)) {
    throw new Error('--years must be a number above 0 and at most 10, e.g. --years 3');
  }
  const seedText = valueOf('--seed');
  const seed = seedText === undefined ? undefined : Number(seedText);
  if (seed !== undefined && !(seedText !== '' && Number.isSafeInteger(seed))) {
    throw new Error('--seed must be a whole number');
  }
  return {
    today: today ?? instantToLocal(new Date(), DEMO_TIMEZONE).date,
    years,
    seed,
    locale: demoLocaleArgument(argv),
  };
}

/**
 * The demo owner has a published password: on a production server's database it would be an
 * account anyone can sign in to. `--force` is for a deliberate demo server run in production mode.
 */
export function productionRefusal(
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
): string | undefined {
  if (env.NODE_ENV !== 'production' || argv.includes('--force')) return undefined;
  return (
    'refusing to run with NODE_ENV=production: it adds an account with a published password ' +
    '(npm run demo -- --force to run it anyway)'
  );
}
