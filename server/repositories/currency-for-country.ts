// The currency a new business is offered (docs/decisions.md, Locale): the registration's country is
// a dialling code ("+47"), libphonenumber-js names its region (with the mobile number when it
// tells "+1" Canada from the United States), and this table the region's ISO 4217 currency.
// A region or currency unknown to the runtime falls back to USD, the spec's own.
import { Metadata, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_BUSINESS_LOCALE, isKnownCurrency } from '../../contract/business-locale.js';

/** Currency: the regions (ISO 3166-1 alpha-2) that use it, as of 2026 (Bulgaria on the euro). */
// prettier-ignore
const REGIONS_BY_CURRENCY: Record<string, string> = {
  EUR: 'AD AT AX BE BG BL CY DE EE ES FI FR GF GP GR HR IE IT LT LU LV MC ME MF MQ MT NL PM PT RE SI SK SM TF VA XK YT',
  USD: 'AS BQ EC FM GU IO MH MP PR PW SV TC TL UM US VG VI ZW',
  XCD: 'AG AI DM GD KN LC MS VC',
  XOF: 'BF BJ CI GW ML NE SN TG',
  XAF: 'CF CG CM GA GQ TD',
  XPF: 'NC PF WF',
  AUD: 'AU CC CX HM KI NF NR TV',
  NZD: 'CK NU NZ PN TK',
  NOK: 'BV NO SJ',
  DKK: 'DK FO GL',
  GBP: 'GB GG GS IM JE',
  CHF: 'CH LI',
  ILS: 'IL PS',
  MAD: 'EH MA',
  ANG: 'CW SX',
  SHP: 'AC SH TA',
  AED: 'AE', AFN: 'AF', ALL: 'AL', AMD: 'AM', AOA: 'AO', ARS: 'AR', AWG: 'AW', AZN: 'AZ',
  BAM: 'BA', BBD: 'BB', BDT: 'BD', BHD: 'BH', BIF: 'BI', BMD: 'BM', BND: 'BN', BOB: 'BO',
  BRL: 'BR', BSD: 'BS', BTN: 'BT', BWP: 'BW', BYN: 'BY', BZD: 'BZ', CAD: 'CA', CDF: 'CD',
  CLP: 'CL', CNY: 'CN', COP: 'CO', CRC: 'CR', CUP: 'CU', CVE: 'CV', CZK: 'CZ', DJF: 'DJ',
  DOP: 'DO', DZD: 'DZ', EGP: 'EG', ERN: 'ER', ETB: 'ET', FJD: 'FJ', FKP: 'FK', GEL: 'GE',
  GHS: 'GH', GIP: 'GI', GMD: 'GM', GNF: 'GN', GTQ: 'GT', GYD: 'GY', HKD: 'HK', HNL: 'HN',
  HTG: 'HT', HUF: 'HU', IDR: 'ID', INR: 'IN', IQD: 'IQ', IRR: 'IR', ISK: 'IS', JMD: 'JM',
  JOD: 'JO', JPY: 'JP', KES: 'KE', KGS: 'KG', KHR: 'KH', KMF: 'KM', KPW: 'KP', KRW: 'KR',
  KWD: 'KW', KYD: 'KY', KZT: 'KZ', LAK: 'LA', LBP: 'LB', LKR: 'LK', LRD: 'LR', LSL: 'LS',
  LYD: 'LY', MDL: 'MD', MGA: 'MG', MKD: 'MK', MMK: 'MM', MNT: 'MN', MOP: 'MO', MRU: 'MR',
  MUR: 'MU', MVR: 'MV', MWK: 'MW', MXN: 'MX', MYR: 'MY', MZN: 'MZ', NAD: 'NA', NGN: 'NG',
  NIO: 'NI', NPR: 'NP', OMR: 'OM', PAB: 'PA', PEN: 'PE', PGK: 'PG', PHP: 'PH', PKR: 'PK',
  PLN: 'PL', PYG: 'PY', QAR: 'QA', RON: 'RO', RSD: 'RS', RUB: 'RU', RWF: 'RW', SAR: 'SA',
  SBD: 'SB', SCR: 'SC', SDG: 'SD', SEK: 'SE', SGD: 'SG', SLE: 'SL', SOS: 'SO', SRD: 'SR',
  SSP: 'SS', STN: 'ST', SYP: 'SY', SZL: 'SZ', THB: 'TH', TJS: 'TJ', TMT: 'TM', TND: 'TN',
  TOP: 'TO', TRY: 'TR', TTD: 'TT', TWD: 'TW', TZS: 'TZ', UAH: 'UA', UGX: 'UG', UYU: 'UY',
  UZS: 'UZ', VES: 'VE', VND: 'VN', VUV: 'VU', WST: 'WS', YER: 'YE', ZMW: 'ZM',
};

const CURRENCY_BY_REGION = new Map(
  Object.entries(REGIONS_BY_CURRENCY).flatMap(([currency, regions]) =>
    regions.split(' ').map((region) => [region, currency] as const),
  ),
);

/**
 * The metadata's list of regions per calling code, main region first. The method exists at run
 * time (libphonenumber-js 1.13) but is missing from the published typings.
 */
const metadata = new Metadata() as unknown as {
  getCountryCodesForCallingCode(code: string): CountryCode[] | undefined;
};

/** The region of a dialling code, refined by the mobile number when it tells; null if unknown. */
export function regionForPhone(country: string, mobile = ''): string | null {
  const code = /^\+?(\d{1,4})$/.exec(country.trim())?.[1];
  if (!code) return null;
  const digits = mobile.replace(/[^\d]/g, '');
  if (digits) {
    const parsed = parsePhoneNumberFromString(`+${code}${digits}`);
    if (parsed?.country) return parsed.country;
  }
  // The main region of a shared code ("+1": US; "+47": NO); undefined for an unknown code.
  const regions = metadata.getCountryCodesForCallingCode(code);
  return regions?.[0] ?? null;
}

/** The ISO 4217 currency of a region, or USD. */
export function currencyForRegion(region: string | null): string {
  const currency = region ? CURRENCY_BY_REGION.get(region.toUpperCase()) : undefined;
  return currency && isKnownCurrency(currency) ? currency : DEFAULT_BUSINESS_LOCALE.currency;
}

/** The currency proposed to a business registered with this dialling code and mobile. */
export function currencyForPhone(country: string, mobile = ''): string {
  return currencyForRegion(regionForPhone(country, mobile));
}
