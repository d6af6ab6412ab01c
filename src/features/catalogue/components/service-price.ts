// How a service's price reads in the list: "$45.50", "From $40.00" or "Free" (spec 9), in the
// business's currency (docs/decisions.md, Locale).
import type { Service } from '../../../../contract/catalogue';
import { FREE_PRICE_TYPE_NAME } from '../../../../contract/reference';
import { formatPrice } from '../../../lib/format/money';

export function servicePriceLabel(
  service: Pick<Service, 'price' | 'priceTypeName'>,
  currency?: string,
): string {
  if (service.price === null || service.priceTypeName === FREE_PRICE_TYPE_NAME) return 'Free';
  const amount = formatPrice(service.price, currency);
  return service.priceTypeName === 'From' ? `From ${amount}` : amount;
}
