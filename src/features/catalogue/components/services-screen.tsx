// /catalogue/services: the heading with Change order and the Add dropdown, then the categories
// and their services, or a skeleton while they load, a Retry when they fail, and a start when
// there are none. Change order shows the same list with handles and arrows instead of links.
import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryState } from '@/components/query-state';
import { useT } from '@/lib/i18n/use-t';
import { categoriesWithServicesQueryOptions } from '../api/get-categories-with-services';
import { AddMenu } from './add-menu';
import { CatalogueOrderEditor } from './catalogue-order-editor';
import { CategoryAccordion } from './category-accordion';

const skeleton = [0, 1, 2].map((row) => <Skeleton key={row} height={64} radius="md" />);

function EmptyState() {
  const t = useT();
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack align="center" gap="sm">
        <Text fw={600} size="lg">
          {t('catalogue.emptyTitle')}
        </Text>
        <Text c="dimmed" maw={420}>
          {t('catalogue.emptyBody')}
        </Text>
        <Button component={Link} to="/catalogue/create-category">
          {t('catalogue.createFirstCategory')}
        </Button>
      </Stack>
    </Paper>
  );
}

function ServicesContent({ ordering }: { ordering: boolean }) {
  const t = useT();
  const query = useQuery(categoriesWithServicesQueryOptions());
  return (
    <QueryState
      query={query}
      loadingLabel={t('catalogue.loading')}
      skeleton={skeleton}
      errorTitle={t('catalogue.loadError')}
      empty={<EmptyState />}
    >
      {(categories) =>
        ordering ? (
          <CatalogueOrderEditor categories={categories} />
        ) : (
          <CategoryAccordion categories={categories} />
        )
      }
    </QueryState>
  );
}

export function ServicesScreen() {
  const t = useT();
  const [ordering, setOrdering] = useState(false);
  return (
    <Stack gap="lg" maw={900}>
      {/* Wraps: a longer heading ("Behandlinger") leaves the Add button too little room at 390 px. */}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('catalogue.title')}</Title>
        <Group gap="xs">
          <Button
            variant={ordering ? 'filled' : 'default'}
            aria-pressed={ordering}
            onClick={() => setOrdering(!ordering)}
          >
            {ordering ? t('catalogue.order.done') : t('catalogue.order.start')}
          </Button>
          <AddMenu />
        </Group>
      </Group>
      <ServicesContent ordering={ordering} />
    </Stack>
  );
}
