// The signed-in sidebar: the spec's four sections and Clients, the current one highlighted.
import './styles';
import { forwardRef, type AnchorHTMLAttributes, type CSSProperties } from 'react';
import { NavLink, Stack, type NavLinkProps } from '@mantine/core';
import { createLink, useRouterState } from '@tanstack/react-router';
import { useT } from '../../lib/i18n/use-t';
import { activeNavItem, navItems } from './nav-items';

// Mantine's NavLink is polymorphic, which createLink cannot type: pin it to an anchor first.
type NavAnchorProps = NavLinkProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'>;
const NavAnchor = forwardRef<HTMLAnchorElement, NavAnchorProps>(function NavAnchor(props, ref) {
  return <NavLink component="a" ref={ref} {...props} />;
});
const RouterNavLink = createLink(NavAnchor);

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeNavItem(pathname);
  const t = useT();
  return (
    <Stack gap={4}>
      {navItems.map((item) => {
        const isActive = item === active;
        return (
          <RouterNavLink
            key={item.to}
            to={item.to}
            label={t(item.label)}
            active={isActive}
            // A fixed dark shade: white on it passes WCAG AA contrast whatever the theme's shade.
            color="teal.9"
            variant="filled"
            // Sections span several paths, so the router's own exact-path test is not enough.
            aria-current={isActive ? 'page' : undefined}
            activeOptions={{ exact: true }}
            onClick={onNavigate}
            // Mantine hovers a filled link one shade lighter (teal.8), which fails contrast.
            styles={{
              root: {
                borderRadius: 'var(--mantine-radius-md)',
                '--nl-hover': 'var(--mantine-color-teal-9)',
              } as CSSProperties,
            }}
          />
        );
      })}
    </Stack>
  );
}
