// The public top bar's Language and Colour scheme menus, loaded on first use (docs/decisions.md,
// Languages). Mantine's Menu brings Popover and Floating UI, about 26 kB gzip: most of what kept
// the login screen over its budget (bench/README.md, Route weight), for two menus few visitors
// open. Until then each is its button alone, named and marked as a menu's; the first click or key
// loads the menu (from the precache offline), mounts it and passes the click on to its button,
// focused first, so the menu opens as from a click of its own and gives the focus back to that
// button when it closes. Pointing at or focusing the button starts the load early. The signed-in
// top bar imports the menus as they are.
import {
  Suspense,
  lazy,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { ActionIcon, useComputedColorScheme } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t';
import { GlobeIcon, MoonIcon, SunIcon } from './menu-icons';

const importLanguageMenu = () => import('./language-menu');
const importColorSchemeMenu = () => import('./color-scheme-menu');
const LanguageMenu = lazy(() =>
  importLanguageMenu().then((module) => ({ default: module.LanguageMenu })),
);
const ColorSchemeMenu = lazy(() =>
  importColorSchemeMenu().then((module) => ({ default: module.ColorSchemeMenu })),
);

/** The first click, passed on to the loaded menu's button (focused, as a click leaves it). */
function ClickLoadedButton({ within }: { within: RefObject<HTMLSpanElement | null> }) {
  useLayoutEffect(() => {
    const button = within.current?.querySelector('button');
    button?.focus();
    button?.click();
  }, [within]);
  return null;
}

function DeferredMenu({
  label,
  icon,
  warm,
  menu,
}: {
  label: string;
  icon: ReactNode;
  warm: () => unknown;
  menu: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const loaded = useRef<HTMLSpanElement>(null);
  const button = (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void warm()}
      onFocus={() => void warm()}
      onClick={() => setWanted(true)}
    >
      {icon}
    </ActionIcon>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <span ref={loaded} style={{ display: 'contents' }}>
        {menu}
      </span>
      <ClickLoadedButton within={loaded} />
    </Suspense>
  );
}

export function DeferredLanguageMenu() {
  const t = useT();
  return (
    <DeferredMenu
      label={t('language.menu')}
      icon={<GlobeIcon />}
      warm={importLanguageMenu}
      menu={<LanguageMenu />}
    />
  );
}

export function DeferredColorSchemeMenu() {
  const t = useT();
  const shown = useComputedColorScheme('light');
  return (
    <DeferredMenu
      label={t('colorScheme.menu')}
      icon={shown === 'dark' ? <MoonIcon /> : <SunIcon />}
      warm={importColorSchemeMenu}
      menu={<ColorSchemeMenu />}
    />
  );
}
