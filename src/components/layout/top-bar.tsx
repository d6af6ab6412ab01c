// The signed-in top bar: menu button on phones, the logo (to /dashboard), the colour scheme, the
// owner's initials and Logout (docs/decisions.md, Routes and screens); "Updating…" while saved data
// is refreshed.
import './styles';
import { Avatar, Burger, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PendingChangesButton } from '../offline/pending-changes-button';
import { BrandMark } from './brand-mark';
import { ColorSchemeMenu } from './color-scheme-menu';
import { InstallButton } from './install-button';
import { UpdatingMark } from './updating-mark';

export interface TopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
  onNavigate: () => void;
  initials: string;
  fullName: string;
  onLogout: () => void;
}

export function TopBar(props: TopBarProps) {
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={props.navOpened}
          onClick={props.onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={props.navOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={props.navOpened}
          aria-controls="app-navbar"
        />
        <Link
          to="/dashboard"
          onClick={props.onNavigate}
          aria-label="Salon Back Office: dashboard"
          style={{ textDecoration: 'none' }}
        >
          <BrandMark nameFrom="xs" />
        </Link>
      </Group>
      <Group gap={6} wrap="nowrap">
        <UpdatingMark />
        <PendingChangesButton />
        <InstallButton />
        <ColorSchemeMenu />
        {props.initials && (
          <Avatar color="teal.9" variant="filled" radius="xl" size="md" title={props.fullName}>
            {props.initials}
          </Avatar>
        )}
        <Button variant="default" size="compact-md" onClick={props.onLogout}>
          Logout
        </Button>
      </Group>
    </Group>
  );
}
