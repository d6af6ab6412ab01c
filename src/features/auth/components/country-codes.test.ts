import { describe, expect, it } from 'vitest';
import { countryCodeSchema } from '../../../../contract/auth';
import { countryCodes, countryOptions, DEFAULT_COUNTRY_ISO, dialCodeOf } from './country-codes';

describe('country codes', () => {
  it('starts with Norway (+47), the default', () => {
    expect(countryOptions[0]).toEqual({ value: 'NO', label: 'Norway (+47)' });
    expect(dialCodeOf(DEFAULT_COUNTRY_ISO)).toBe('+47');
  });

  it('has no duplicated option values or names', () => {
    expect(new Set(countryCodes.map((c) => c.iso)).size).toBe(countryCodes.length);
    expect(new Set(countryCodes.map((c) => c.name)).size).toBe(countryCodes.length);
  });

  it('holds only dialling codes the server accepts', () => {
    for (const country of countryCodes) {
      expect(countryCodeSchema.safeParse(country.dial).success, country.name).toBe(true);
    }
  });
});
