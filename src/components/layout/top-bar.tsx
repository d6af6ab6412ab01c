// The signed-in top bar: menu button on phones, the logo (to /dashboard), the colour scheme, the
// owner's initials and Logout (docs/decisions.md, Routes and screens); "Updating…" while saved data
// is refreshed.
import './styles';
import { Avatar, Burger, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Language } from '@contract/i18n/language';
import { PendingChangesButton } from '../offline/pending-changes-button';
import { BrandMark } from './brand-mark';
import { ColorSchemeMenu } from './color-scheme-menu';
import { InstallButton } from './install-button';
import { UpdatingMark } from './updating-mark';
import { LanguageMenu } from './language-menu';
import { useT } from '../../lib/i18n/use-t';

export interface TopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
  onNavigate: () => void;
  initials: string;
  fullName: string;
  onLogout: () => void;
  /** Saves the owner's language to the account (docs/decisions.md, Languages). */
  onLanguage: (language: Language) => void;
}

export function TopBar(props: TopBarProps) {
  const t = useT();
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={props.navOpened}
          onClick={props.onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={props.navOpened ? t('shell.closeNav') : t('shell.openNav')}
          aria-expanded={props.navOpened}
          aria-controls="app-navbar"
        />
        <Link
          to="/dashboard"
          onClick={props.onNavigate}
          aria-label={t('shell.homeDashboard')}
          style={{ textDecoration: 'none' }}
        >
          <BrandMark nameFrom="xs" />
        </Link>
      </Group>
      <Group gap={6} wrap="nowrap">
        <UpdatingMark />
        <PendingChangesButton />
        <InstallButton />
        <LanguageMenu onChoose={props.onLanguage} />
        <ColorSchemeMenu />
        {/* On a phone the initials give way, so Logout stays whole beside a pending count. */}
        {props.initials && (
          <Avatar
            color="teal.9"
            variant="filled"
            radius="xl"
            size="md"
            title={props.fullName}
            visibleFrom="xs"
          >
            {props.initials}
          </Avatar>
        )}
        <Button variant="default" size="compact-md" onClick={props.onLogout}>
          {t('shell.logout')}
        </Button>
      </Group>
    </Group>
  );
}
