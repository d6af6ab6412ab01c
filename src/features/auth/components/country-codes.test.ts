import { describe, expect, it } from 'vitest';
import { countryCodeSchema } from '@contract/auth';
import { countryOptions, DEFAULT_COUNTRY_ISO, dialCodeOf } from './country-codes';

const labelOf = (iso: string) => countryOptions.find((option) => option.value === iso)?.label;

describe('country codes', () => {
  it('lists every country, not a hand-picked few', () => {
    expect(countryOptions.length).toBeGreaterThan(200);
    expect(labelOf('NO')).toBe('Norway (+47)');
    expect(labelOf('GB')).toBe('United Kingdom (+44)');
    expect(labelOf('US')).toBe('United States (+1)');
    expect(labelOf('CA')).toBe('Canada (+1)');
  });

  it('defaults to Norway, whose dialling code is +47', () => {
    expect(DEFAULT_COUNTRY_ISO).toBe('NO');
    expect(dialCodeOf(DEFAULT_COUNTRY_ISO)).toBe('+47');
    expect(dialCodeOf('')).toBe('');
  });

  it('is sorted by name', () => {
    const labels = countryOptions.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
  });

  it('has no duplicated option values or names', () => {
    expect(new Set(countryOptions.map((option) => option.value)).size).toBe(countryOptions.length);
    expect(new Set(countryOptions.map((option) => option.label)).size).toBe(countryOptions.length);
  });

  it('names every country rather than showing its ISO code', () => {
    for (const option of countryOptions) {
      expect(option.label, option.value).not.toMatch(new RegExp(`^${option.value} `));
    }
  });

  it('holds only dialling codes the server accepts', () => {
    for (const option of countryOptions) {
      expect(countryCodeSchema.safeParse(dialCodeOf(option.value)).success, option.label).toBe(
        true,
      );
    }
  });
});
