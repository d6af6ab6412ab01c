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

export function priceText(service: PortalService, money: Intl.NumberFormat): string {
  if (service.price === null || service.priceType === 'Free') return 'Free';
  const amount = money.format(service.price);
  return service.priceType === 'From' ? `From ${amount}` : amount;
}

/** What the chosen services come to; "From" when one of them has only a starting price. */
export function totalText(services: PortalService[], money: Intl.NumberFormat): string {
  const total = services.reduce((sum, service) => sum + (service.price ?? 0), 0);
  const from = services.some((service) => service.priceType === 'From');
  if (total === 0 && !from) return 'Free';
  return from ? `From ${money.format(total)}` : money.format(total);
}

export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
