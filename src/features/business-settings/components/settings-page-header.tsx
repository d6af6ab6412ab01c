// The heading of each settings screen, with the way back to the Account Setup list.
import { Anchor, Box, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function SettingsPageHeader({ title }: { title: string }) {
  return (
    <Stack gap={4}>
      <Box component="nav" aria-label="Breadcrumb">
        <Breadcrumbs separator="/">
          <Anchor component={Link} to="/business-settings" size="sm">
            Business settings
          </Anchor>
          <Text size="sm" c="gray.7" aria-current="page">
            {title}
          </Text>
        </Breadcrumbs>
      </Box>
      <Title order={1}>{title}</Title>
    </Stack>
  );
}
