// Prices and durations in a booking page's language (contract/price-display.ts), the same in the
// page's script and the first paint the server writes (server/web/booking-page.ts).
import type { PriceWords } from '../price-display.js';
import type { PortalKey } from './portal-messages.js';
import type { Translate } from './translator.js';

export function priceWordsOf(t: Translate<PortalKey>): PriceWords {
  return {
    free: t('price.free'),
    from: (amount) => t('price.from', { amount }),
    duration: (hours, minutes) =>
      hours === 0
        ? t('duration.minutes', { minutes })
        : minutes === 0
          ? t('duration.hours', { hours })
          : t('duration.hoursMinutes', { hours, minutes }),
  };
}
