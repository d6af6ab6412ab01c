// The country-code select of the registration form: every country libphonenumber-js knows, named
// in English by the browser, sorted by name, Norway the default (docs/decisions.md, Routes and
// screens). Option values are ISO codes because several countries share a dialling code (+1, +7,
// +44...); the payload sends the dialling code. Only /register imports this file: the metadata
// (the smallest build, `min`) stays out of every other screen's JavaScript.
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export const DEFAULT_COUNTRY_ISO: CountryCode = 'NO';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const byName = new Intl.Collator('en').compare;

const dialCodes = new Map<string, string>(
  getCountries().map((iso) => [iso, `+${getCountryCallingCode(iso)}`]),
);

/** `{ value: 'NO', label: 'Norway (+47)' }`, one per country, sorted by name. */
export const countryOptions: readonly { value: string; label: string }[] = [...dialCodes]
  .map(([iso, dial]) => ({ name: regionNames.of(iso) ?? iso, iso, dial }))
  .sort((a, b) => byName(a.name, b.name))
  .map(({ name, iso, dial }) => ({ value: iso, label: `${name} (${dial})` }));

/** The dialling code of an ISO country code, e.g. "+47" for "NO"; empty (none) for no country. */
export function dialCodeOf(iso: string): string {
  return dialCodes.get(iso) ?? '';
}
