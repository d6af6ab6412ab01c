// /business-settings: the Account setup list leading to the three settings screens (spec 2).
import './styles';
import { Badge, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import type { AppKey } from '@/lib/i18n/app-en';

/** Each screen's title and line, as catalog keys (docs/decisions.md, Languages). */
const settingsLinks = [
  {
    to: '/business-settings/business-hours',
    label: 'settings.hoursTitle',
    description: 'settings.menu.hours',
  },
  {
    to: '/business-settings/service-intervals',
    label: 'settings.intervalTitle',
    description: 'settings.menu.interval',
  },
  {
    to: '/business-settings/business-info',
    label: 'settings.infoTitle',
    description: 'settings.menu.info',
  },
  {
    to: '/business-settings/team',
    label: 'team.title',
    description: 'settings.menu.team',
  },
  {
    to: '/business-settings/online-booking',
    label: 'onlineBooking.title',
    description: 'settings.menu.onlineBooking',
  },
  {
    to: '/business-settings/on-this-device',
    label: 'onDevice.title',
    description: 'settings.menu.onDevice',
  },
] as const satisfies readonly { to: string; label: AppKey; description: AppKey }[];

export function BusinessSettingsMenu() {
  const t = useT();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('nav.settings')}</Title>
      <Paper withBorder p="md" component="section" aria-labelledby="account-setup-heading">
        <Title order={2} size="h4" id="account-setup-heading" mb="xs">
          {t('settings.menu.heading')}
        </Title>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {settingsLinks.map((link, index) => (
            <li key={link.to}>
              <NavLink
                component={Link}
                to={link.to}
                label={<Text fw={600}>{t(link.label)}</Text>}
                description={
                  <Text size="xs" c="dimmed">
                    {t(link.description)}
                  </Text>
                }
                leftSection={
                  <Badge variant="light" circle aria-hidden>
                    {index + 1}
                  </Badge>
                }
                rightSection={<span aria-hidden>›</span>}
              />
            </li>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
