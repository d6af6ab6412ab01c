// The country-code select of the registration form: country name and dialling code, Norway first
// as the default (decisions.md, Routes). Option values are ISO codes because several countries
// share a dialling code (+1, +7, +44...); the payload sends the dialling code.
export interface CountryCode {
  /** ISO 3166-1 alpha-2, unique: the option's value. */
  iso: string;
  name: string;
  dial: string;
}

export const DEFAULT_COUNTRY_ISO = 'NO';

export const countryCodes: readonly CountryCode[] = [
  { iso: 'NO', name: 'Norway', dial: '+47' },
  { iso: 'SE', name: 'Sweden', dial: '+46' },
  { iso: 'DK', name: 'Denmark', dial: '+45' },
  { iso: 'FI', name: 'Finland', dial: '+358' },
  { iso: 'IS', name: 'Iceland', dial: '+354' },
  { iso: 'AX', name: 'Åland Islands', dial: '+358' },
  { iso: 'FO', name: 'Faroe Islands', dial: '+298' },
  { iso: 'GL', name: 'Greenland', dial: '+299' },
  { iso: 'GB', name: 'United Kingdom', dial: '+44' },
  { iso: 'IE', name: 'Ireland', dial: '+353' },
  { iso: 'AT', name: 'Austria', dial: '+43' },
  { iso: 'BE', name: 'Belgium', dial: '+32' },
  { iso: 'BG', name: 'Bulgaria', dial: '+359' },
  { iso: 'HR', name: 'Croatia', dial: '+385' },
  { iso: 'CY', name: 'Cyprus', dial: '+357' },
  { iso: 'CZ', name: 'Czechia', dial: '+420' },
  { iso: 'EE', name: 'Estonia', dial: '+372' },
  { iso: 'FR', name: 'France', dial: '+33' },
  { iso: 'DE', name: 'Germany', dial: '+49' },
  { iso: 'GR', name: 'Greece', dial: '+30' },
  { iso: 'HU', name: 'Hungary', dial: '+36' },
  { iso: 'IT', name: 'Italy', dial: '+39' },
  { iso: 'LV', name: 'Latvia', dial: '+371' },
  { iso: 'LT', name: 'Lithuania', dial: '+370' },
  { iso: 'LU', name: 'Luxembourg', dial: '+352' },
  { iso: 'MT', name: 'Malta', dial: '+356' },
  { iso: 'NL', name: 'Netherlands', dial: '+31' },
  { iso: 'PL', name: 'Poland', dial: '+48' },
  { iso: 'PT', name: 'Portugal', dial: '+351' },
  { iso: 'RO', name: 'Romania', dial: '+40' },
  { iso: 'SK', name: 'Slovakia', dial: '+421' },
  { iso: 'SI', name: 'Slovenia', dial: '+386' },
  { iso: 'ES', name: 'Spain', dial: '+34' },
  { iso: 'CH', name: 'Switzerland', dial: '+41' },
  { iso: 'LI', name: 'Liechtenstein', dial: '+423' },
  { iso: 'UA', name: 'Ukraine', dial: '+380' },
  { iso: 'RS', name: 'Serbia', dial: '+381' },
  { iso: 'TR', name: 'Türkiye', dial: '+90' },
  { iso: 'US', name: 'United States', dial: '+1' },
  { iso: 'CA', name: 'Canada', dial: '+1' },
  { iso: 'MX', name: 'Mexico', dial: '+52' },
  { iso: 'BR', name: 'Brazil', dial: '+55' },
  { iso: 'AR', name: 'Argentina', dial: '+54' },
  { iso: 'CL', name: 'Chile', dial: '+56' },
  { iso: 'CO', name: 'Colombia', dial: '+57' },
  { iso: 'AU', name: 'Australia', dial: '+61' },
  { iso: 'NZ', name: 'New Zealand', dial: '+64' },
  { iso: 'JP', name: 'Japan', dial: '+81' },
  { iso: 'KR', name: 'South Korea', dial: '+82' },
  { iso: 'CN', name: 'China', dial: '+86' },
  { iso: 'IN', name: 'India', dial: '+91' },
  { iso: 'PK', name: 'Pakistan', dial: '+92' },
  { iso: 'PH', name: 'Philippines', dial: '+63' },
  { iso: 'TH', name: 'Thailand', dial: '+66' },
  { iso: 'VN', name: 'Vietnam', dial: '+84' },
  { iso: 'SG', name: 'Singapore', dial: '+65' },
  { iso: 'AE', name: 'United Arab Emirates', dial: '+971' },
  { iso: 'IL', name: 'Israel', dial: '+972' },
  { iso: 'EG', name: 'Egypt', dial: '+20' },
  { iso: 'NG', name: 'Nigeria', dial: '+234' },
  { iso: 'KE', name: 'Kenya', dial: '+254' },
  { iso: 'ZA', name: 'South Africa', dial: '+27' },
];

export function dialCodeOf(iso: string): string {
  return countryCodes.find((country) => country.iso === iso)?.dial ?? '';
}

export const countryOptions = countryCodes.map((country) => ({
  value: country.iso,
  label: `${country.name} (${country.dial})`,
}));
