// The sidebar's destinations (docs/decisions.md, Routes and screens; and Clients) and which one a
// path belongs to, so screens deeper than a link (a category, one settings page) still highlight
// their section.
import type { AppKey } from '../../lib/i18n/app-en';

export interface NavItem {
  /** The key of its label in the app's messages. */
  label: AppKey;
  to:
    | '/dashboard'
    | '/catalogue/services'
    | '/appointments'
    | '/clients'
    | '/reports'
    | '/business-settings';
  /** Paths under these prefixes belong to this item. */
  sections: readonly string[];
}

export const navItems: readonly NavItem[] = [
  { label: 'nav.dashboard', to: '/dashboard', sections: ['/dashboard'] },
  { label: 'nav.services', to: '/catalogue/services', sections: ['/catalogue', '/category'] },
  { label: 'nav.appointments', to: '/appointments', sections: ['/appointments'] },
  { label: 'nav.clients', to: '/clients', sections: ['/clients'] },
  { label: 'nav.reports', to: '/reports', sections: ['/reports'] },
  { label: 'nav.settings', to: '/business-settings', sections: ['/business-settings'] },
];

function withinSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/** The item to highlight for `pathname`, or undefined (e.g. on the 404 page). */
export function activeNavItem(pathname: string): NavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return navItems.find((item) => item.sections.some((section) => withinSection(path, section)));
}
