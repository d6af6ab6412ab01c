// The frame of the public screens (landing, login, registration, verification): a top bar with only
// the logo (docs/decisions.md, Routes and screens) and the colour scheme, and the content in a
// centred card.
import type { ReactNode } from 'react';
import { Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BrandMark } from './brand-mark';
import { DeferredColorSchemeMenu, DeferredLanguageMenu } from './deferred-menus';
import { useT } from '../../lib/i18n/use-t';

export interface PublicLayoutProps {
  /** The screen's h1; leave it out when the content brings its own. */
  title?: string;
  subtitle?: ReactNode;
  /** Wider card for longer forms (registration). */
  size?: 'sm' | 'md';
  /** No card: the content lays itself out (landing). */
  bare?: boolean;
  children: ReactNode;
}

export function PublicLayout({ title, subtitle, size = 'sm', bare, children }: PublicLayoutProps) {
  const t = useT();
  return (
    <Box mih="100vh" bg="var(--app-color-surface-muted)">
      <Box component="header" h={60} px="md" bg="var(--mantine-color-body)" style={headerStyle}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" aria-label={t('shell.home')} style={{ textDecoration: 'none' }}>
            <BrandMark />
          </Link>
          <Group gap={6} wrap="nowrap">
            <DeferredLanguageMenu />
            <DeferredColorSchemeMenu />
          </Group>
        </Group>
      </Box>
      <Box component="main">
        {bare ? (
          children
        ) : (
          <Container size={size === 'sm' ? 460 : 640} px="md" py="xl">
            <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="lg">
                {title && (
                  <Stack gap={4}>
                    <Title order={1} fz={{ base: 24, sm: 28 }}>
                      {title}
                    </Title>
                    {subtitle && (
                      <Text c="dimmed" size="sm">
                        {subtitle}
                      </Text>
                    )}
                  </Stack>
                )}
                {children}
              </Stack>
            </Paper>
          </Container>
        )}
      </Box>
    </Box>
  );
}

const headerStyle = { borderBottom: '1px solid var(--mantine-color-default-border)' };
