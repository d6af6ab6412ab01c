// Prices in the business's currency (docs/decisions.md, Locale): see business-locale.ts. Screens
// take `formatPrice` from useBusinessLocale(); this plain form is for code outside React.
import { DEFAULT_BUSINESS_LOCALE } from '../../../contract/business-locale';
import { formatMoney } from './business-locale';

export function formatPrice(
  amount: number | null | undefined,
  currency: string = DEFAULT_BUSINESS_LOCALE.currency,
): string {
  return formatMoney(amount, currency);
}
