// Prices in the business's currency, written as the app's language writes money
// (docs/decisions.md, Locale): see business-locale.ts. Screens
// take `formatPrice` from useBusinessLocale(); this plain form is for code outside React.
import { DEFAULT_BUSINESS_LOCALE } from '@contract/business-locale';
import type { Language } from '@contract/i18n/language';
import { currentLanguage } from '../i18n/language-store';
import { formatMoney, moneyLocale } from './business-locale';

export function formatPrice(
  amount: number | null | undefined,
  currency: string = DEFAULT_BUSINESS_LOCALE.currency,
): string {
  return formatMoney(amount, currency);
}

/**
 * An amount as a price field starts with: two decimals with money's decimal sign (moneyLocale) and
 * no grouping ("1650,00" in Norwegian, "1650.00" in an American English), which parsePriceToCents reads back
 * whatever the language (docs/decisions.md, Data): "1,650.00" would be refused as ambiguous.
 */
export function amountInputText(amount: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(moneyLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
}
