// The heading of the catalogue's form screens, with the way back to the services list.
import { Anchor, Box, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function CataloguePageHeader({ title }: { title: string }) {
  return (
    <Stack gap={4}>
      <Box component="nav" aria-label="Breadcrumb">
        <Breadcrumbs separator="/">
          <Anchor component={Link} to="/catalogue/services" size="sm">
            Services
          </Anchor>
          <Text size="sm" c="dimmed">
            {title}
          </Text>
        </Breadcrumbs>
      </Box>
      <Title order={1}>{title}</Title>
    </Stack>
  );
}
