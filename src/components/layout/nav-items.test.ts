import { describe, expect, it } from 'vitest';
import { activeNavItem } from './nav-items';

describe('activeNavItem', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/catalogue/services', 'Services'],
    ['/catalogue/create-service', 'Services'],
    ['/category/12', 'Services'],
    ['/appointments', 'Appointments'],
    ['/business-settings', 'Business settings'],
    ['/business-settings/business-hours/', 'Business settings'],
  ])('highlights the right link on %s', (path, label) => {
    expect(activeNavItem(path)?.label).toBe(label);
  });

  it('highlights nothing on other paths, nor on look-alike prefixes', () => {
    expect(activeNavItem('/nowhere')).toBeUndefined();
    expect(activeNavItem('/categoryx')).toBeUndefined();
    expect(activeNavItem('/dashboards')).toBeUndefined();
  });
});
