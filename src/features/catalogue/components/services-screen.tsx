// /catalogue/services: the heading with the Add dropdown, then the categories and their services,
// or a skeleton while they load, a Retry when they fail, and a start when there are none.
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryState } from '../../../components/query-state';
import { categoriesWithServicesQueryOptions } from '../api/get-categories-with-services';
import { AddMenu } from './add-menu';
import { CategoryAccordion } from './category-accordion';

const skeleton = [0, 1, 2].map((row) => <Skeleton key={row} height={64} radius="md" />);

function EmptyState() {
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack align="center" gap="sm">
        <Text fw={600} size="lg">
          No categories yet
        </Text>
        <Text c="dimmed" maw={420}>
          Services are grouped in categories, such as Haircuts or Colour. Create your first
          category, then add its services.
        </Text>
        <Button component={Link} to="/catalogue/create-category">
          Create a category
        </Button>
      </Stack>
    </Paper>
  );
}

function ServicesContent() {
  const query = useQuery(categoriesWithServicesQueryOptions());
  return (
    <QueryState
      query={query}
      loadingLabel="Loading services"
      skeleton={skeleton}
      errorTitle="Services could not be loaded"
      empty={<EmptyState />}
    >
      {(categories) => <CategoryAccordion categories={categories} />}
    </QueryState>
  );
}

export function ServicesScreen() {
  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1}>Services</Title>
        <AddMenu />
      </Group>
      <ServicesContent />
    </Stack>
  );
}
