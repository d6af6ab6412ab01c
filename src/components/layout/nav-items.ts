// The sidebar's destinations (docs/decisions.md, Routes and screens; and Clients) and which one a
// path belongs to, so screens deeper than a link (a category, one settings page) still highlight
// their section.
export interface NavItem {
  label: string;
  to: '/dashboard' | '/catalogue/services' | '/appointments' | '/clients' | '/business-settings';
  /** Paths under these prefixes belong to this item. */
  sections: readonly string[];
}

export const navItems: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', sections: ['/dashboard'] },
  { label: 'Services', to: '/catalogue/services', sections: ['/catalogue', '/category'] },
  { label: 'Appointments', to: '/appointments', sections: ['/appointments'] },
  { label: 'Clients', to: '/clients', sections: ['/clients'] },
  { label: 'Business settings', to: '/business-settings', sections: ['/business-settings'] },
];

function withinSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/** The item to highlight for `pathname`, or undefined (e.g. on the 404 page). */
export function activeNavItem(pathname: string): NavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return navItems.find((item) => item.sections.some((section) => withinSection(path, section)));
}
