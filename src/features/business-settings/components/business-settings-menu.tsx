// /business-settings: the Account setup list leading to the three settings screens (spec 2).
import './styles';
import { Badge, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const settingsLinks = [
  {
    to: '/business-settings/business-hours',
    label: 'Business working hours',
    description: 'Open and closed days, opening and closing times',
  },
  {
    to: '/business-settings/service-intervals',
    label: 'Business service intervals',
    description: 'How far apart bookable times are',
  },
  {
    to: '/business-settings/business-info',
    label: 'Business information',
    description: 'Your name, phone, password, time zone and logo',
  },
  {
    to: '/business-settings/team',
    label: 'Team',
    description: 'Who performs bookings: their services, working hours and time off',
  },
  {
    to: '/business-settings/online-booking',
    label: 'Online booking',
    description: 'Booking link and QR code, clients at the same time, notice, breaks and holidays',
  },
] as const;

export function BusinessSettingsMenu() {
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Business settings</Title>
      <Paper withBorder p="md" component="section" aria-labelledby="account-setup-heading">
        <Title order={2} size="h4" id="account-setup-heading" mb="xs">
          Account setup
        </Title>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {settingsLinks.map((link, index) => (
            <li key={link.to}>
              <NavLink
                component={Link}
                to={link.to}
                label={<Text fw={600}>{link.label}</Text>}
                description={
                  <Text size="xs" c="dimmed">
                    {link.description}
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
