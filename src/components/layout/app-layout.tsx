// The frame of every signed-in screen: Mantine AppShell with the top bar and the sidebar, which
// folds behind a menu button below the `sm` breakpoint (phones). The first Tab reaches a link past
// the top bar and the sidebar to the screen itself (WCAG 2.4.1).
import './styles';
import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Language } from '@contract/i18n/language';
import { useT } from '../../lib/i18n/use-t';
import { OfflineBanner } from '../offline/offline-banner';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';
import classes from './skip-link.module.css';
import { NAVBAR_WIDTH, TOP_BAR_HEIGHT } from './top-bar-height';

const MAIN_ID = 'main-content';

export interface AppLayoutProps {
  initials: string;
  fullName: string;
  onLogout: () => void;
  onLanguage: (language: Language) => void;
  children: ReactNode;
}

export function AppLayout({ initials, fullName, onLogout, onLanguage, children }: AppLayoutProps) {
  const [navOpened, nav] = useDisclosure(false);
  const t = useT();
  return (
    <AppShell
      header={{ height: TOP_BAR_HEIGHT }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('shell.skip')}
      </a>
      <AppShell.Header>
        <TopBar
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          onNavigate={nav.close}
          initials={initials}
          fullName={fullName}
          onLogout={onLogout}
          onLanguage={onLanguage}
        />
      </AppShell.Header>
      <AppShell.Navbar id="app-navbar" p="sm" aria-label={t('shell.mainNav')}>
        <SidebarNav onNavigate={nav.close} />
      </AppShell.Navbar>
      {/* Focusable by the skip link only, so the next Tab goes on from the screen's start. */}
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <OfflineBanner />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
