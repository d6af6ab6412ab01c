// The top bars' menu icons, apart from their menus: the public top bar shows them before it has
// loaded the menus (deferred-menus.tsx).
import { LineIcon } from '../icons/line-icon';

export function GlobeIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </LineIcon>
  );
}

export function SunIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </LineIcon>
  );
}

export function MoonIcon() {
  return (
    <LineIcon size={18}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </LineIcon>
  );
}
