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

/**
 * An amount as a price field starts with: two decimals with the reader's decimal sign and no
 * grouping ("1650,00" or "1650.00"), which parsePriceToCents reads back whatever the language
 * (docs/decisions.md, Data): "1,650.00" would be refused as ambiguous.
 */
export function amountInputText(amount: number): string {
  return new Intl.NumberFormat(undefined, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
}
