import { describe, expect, it } from 'vitest';
import { activeNavItem } from './nav-items';

describe('activeNavItem', () => {
  it.each([
    ['/dashboard', 'nav.dashboard'],
    ['/catalogue/services', 'nav.services'],
    ['/catalogue/create-service', 'nav.services'],
    ['/category/12', 'nav.services'],
    ['/appointments', 'nav.appointments'],
    ['/reports', 'nav.reports'],
    ['/business-settings', 'nav.settings'],
    ['/business-settings/business-hours/', 'nav.settings'],
  ])('highlights the right link on %s', (path, label) => {
    expect(activeNavItem(path)?.label).toBe(label);
  });

  it('highlights nothing on other paths, nor on look-alike prefixes', () => {
    expect(activeNavItem('/nowhere')).toBeUndefined();
    expect(activeNavItem('/categoryx')).toBeUndefined();
    expect(activeNavItem('/dashboards')).toBeUndefined();
  });
});
