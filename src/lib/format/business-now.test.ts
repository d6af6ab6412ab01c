import { describe, expect, it } from 'vitest';
import { businessNow } from './business-now';

describe('businessNow', () => {
  it('puts "now" on the business’s wall clock, whatever the device’s zone', () => {
    const instant = new Date('2026-11-23T09:07:42Z');
    expect(businessNow('Europe/Oslo', instant)).toBe('2026-11-23 10:07:42');
    expect(businessNow('America/New_York', instant)).toBe('2026-11-23 04:07:42');
    // Past midnight in Auckland: already the next day there.
    expect(businessNow('Pacific/Auckland', new Date('2026-11-23T12:30:00Z'))).toBe(
      '2026-11-24 01:30:00',
    );
  });
});
