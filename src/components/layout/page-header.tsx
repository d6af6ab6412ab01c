// The heading of a screen below a section's main list: the way back as a breadcrumb, the title,
// and "Pending" beside it while a change to what the screen shows waits on this device.
import './styles';
import { Anchor, Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT, type AppKey } from '../../lib/i18n/use-t';
import { PendingBadge } from '../offline/pending-badge';

/** The sections whose screens sit below a main list, and the way back to it. */
const PARENTS = {
  settings: { to: '/business-settings', label: 'nav.settings' },
  catalogue: { to: '/catalogue/services', label: 'nav.services' },
} as const satisfies Record<string, { to: string; label: AppKey }>;

export interface PageHeaderProps {
  title: string;
  section: keyof typeof PARENTS;
  /** The outbox target (e.g. `category:12`) whose pending changes are marked. */
  pendingTarget?: string;
}

export function PageHeader({ title, section, pendingTarget }: PageHeaderProps) {
  const parent = PARENTS[section];
  const t = useT();
  return (
    <Stack gap={4}>
      <Box component="nav" aria-label={t('shell.breadcrumb')}>
        <Breadcrumbs separator="/">
          <Anchor component={Link} to={parent.to} size="sm">
            {t(parent.label)}
          </Anchor>
          <Text size="sm" c="dimmed" aria-current="page">
            {title}
          </Text>
        </Breadcrumbs>
      </Box>
      <Group gap="sm">
        <Title order={1}>{title}</Title>
        {pendingTarget && <PendingBadge target={pendingTarget} />}
      </Group>
    </Stack>
  );
}
