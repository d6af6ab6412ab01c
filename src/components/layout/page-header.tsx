// The heading of a screen below a section's main list: the way back as a breadcrumb, the title,
// and "Pending" beside it while a change to what the screen shows waits on this device.
import './styles';
import { Anchor, Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PendingBadge } from '../offline/pending-badge';

/** The sections whose screens sit below a main list, and the way back to it. */
const PARENTS = {
  settings: { to: '/business-settings', label: 'Business settings' },
  catalogue: { to: '/catalogue/services', label: 'Services' },
} as const;

export interface PageHeaderProps {
  title: string;
  section: keyof typeof PARENTS;
  /** The outbox target (e.g. `category:12`) whose pending changes are marked. */
  pendingTarget?: string;
}

export function PageHeader({ title, section, pendingTarget }: PageHeaderProps) {
  const parent = PARENTS[section];
  return (
    <Stack gap={4}>
      <Box component="nav" aria-label="Breadcrumb">
        <Breadcrumbs separator="/">
          <Anchor component={Link} to={parent.to} size="sm">
            {parent.label}
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
