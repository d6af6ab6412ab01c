// How a booking page writes prices and durations, the same in the page the server sends and in the
// page's own script: the business's currency (the spec's `$` until the business sets one,
// docs/decisions.md, Data) in the reader's language.
import type { PortalService } from './portal.js';

export function moneyFormat(currency: string | null, locale?: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency ?? 'USD',
    currencyDisplay: 'narrowSymbol',
  });
}

/**
 * The words around a price and a duration, in the reader's language (docs/decisions.md,
 * Languages): the booking page builds them from its catalog; English is the spec's.
 */
export interface PriceWords {
  free: string;
  from: (amount: string) => string;
  duration: (hours: number, minutes: number) => string;
}

export const ENGLISH_PRICE_WORDS: PriceWords = {
  free: 'Free',
  from: (amount) => `From ${amount}`,
  duration: (hours, minutes) => {
    if (hours === 0) return `${minutes} min`;
    return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
  },
};

export function priceText(
  service: PortalService,
  money: Intl.NumberFormat,
  words: PriceWords = ENGLISH_PRICE_WORDS,
): string {
  if (service.price === null || service.priceType === 'Free') return words.free;
  const amount = money.format(service.price);
  return service.priceType === 'From' ? words.from(amount) : amount;
}

/** What the chosen services come to; "From" when one of them has only a starting price. */
export function totalText(
  services: PortalService[],
  money: Intl.NumberFormat,
  words: PriceWords = ENGLISH_PRICE_WORDS,
): string {
  const total = services.reduce((sum, service) => sum + (service.price ?? 0), 0);
  const from = services.some((service) => service.priceType === 'From');
  if (total === 0 && !from) return words.free;
  return from ? words.from(money.format(total)) : money.format(total);
}

export function durationText(minutes: number, words: PriceWords = ENGLISH_PRICE_WORDS): string {
  return words.duration(Math.floor(minutes / 60), minutes % 60);
}
