// Money in the app's language (docs/decisions.md, Locale): Norwegian writes "1 200,00 kr" whatever
// the browser's own language, English keeps the spec's "$1,200.00"; price fields start with the
// language's decimal sign.
import { afterEach, describe, expect, it } from 'vitest';
import { resetLanguageForTests } from '../i18n/language-store';
import { currencySymbol, formatMoney } from './business-locale';
import { amountInputText, formatPrice } from './money';
import { toLocaleTools } from './use-business-locale';

/** Intl separates groups and the sign with a no-break space; a person reads a space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => resetLanguageForTests('en'));

describe('money in English', () => {
  it('keeps the spec’s dollars and the currency sign first', () => {
    resetLanguageForTests('en');
    expect(formatMoney(1200, 'USD')).toBe('$1,200.00');
    expect(plain(formatMoney(650, 'NOK'))).toBe('kr 650.00');
    expect(formatPrice(null)).toBe('Free');
    expect(amountInputText(1650)).toBe('1650.00');
  });
});

describe('money in Norwegian', () => {
  it('writes the amount first, a decimal comma and the sign after', () => {
    resetLanguageForTests('nb');
    expect(plain(formatMoney(1200, 'NOK'))).toBe('1 200,00 kr');
    expect(plain(formatMoney(650, 'NOK'))).toBe('650,00 kr');
    expect(plain(formatPrice(45.5, 'USD'))).toBe('45,50 $');
    expect(currencySymbol('NOK')).toBe('kr');
  });

  it('says Gratis for no price, and price fields take a decimal comma', () => {
    resetLanguageForTests('nb');
    expect(formatMoney(null, 'NOK')).toBe('Gratis');
    expect(amountInputText(1650)).toBe('1650,00');
    expect(amountInputText(0)).toBe('0,00');
  });

  it('follows a change of language at once', () => {
    const tools = toLocaleTools({ currency: 'NOK', clock: '24h', weekStart: 1 });
    resetLanguageForTests('en');
    expect(plain(tools.formatPrice(650))).toBe('kr 650.00');
    resetLanguageForTests('nb');
    expect(plain(tools.formatPrice(650))).toBe('650,00 kr');
  });
});
