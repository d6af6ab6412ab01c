// The frame of every signed-in screen: Mantine AppShell with the top bar and the sidebar, which
// folds behind a menu button below the `sm` breakpoint (phones).
import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { OfflineBanner } from '../offline/offline-banner';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';
import { TOP_BAR_HEIGHT } from './top-bar-height';

export interface AppLayoutProps {
  initials: string;
  fullName: string;
  onLogout: () => void;
  children: ReactNode;
}

export function AppLayout({ initials, fullName, onLogout, children }: AppLayoutProps) {
  const [navOpened, nav] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: TOP_BAR_HEIGHT }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          onNavigate={nav.close}
          initials={initials}
          fullName={fullName}
          onLogout={onLogout}
        />
      </AppShell.Header>
      <AppShell.Navbar id="app-navbar" p="sm" aria-label="Main">
        <SidebarNav onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
