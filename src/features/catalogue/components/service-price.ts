// How a service's price reads in the list: "$45.50", "From $40.00" or "Free" (spec 9), in the
// business's currency (docs/decisions.md, Locale) and the owner's language (docs/decisions.md,
// Languages).
import type { Service } from '@contract/catalogue';
import { FREE_PRICE_TYPE_NAME } from '@contract/reference';
import type { AppTranslate } from '@/lib/i18n/use-t';
import { formatPrice } from '@/lib/format/money';

export function servicePriceLabel(
  t: AppTranslate,
  service: Pick<Service, 'price' | 'priceTypeName'>,
  currency?: string,
): string {
  if (service.price === null || service.priceTypeName === FREE_PRICE_TYPE_NAME)
    return t('catalogue.free');
  const amount = formatPrice(service.price, currency);
  return service.priceTypeName === 'From' ? t('catalogue.fromPrice', { amount }) : amount;
}
