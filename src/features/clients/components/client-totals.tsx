// Visits, Total spent and No-shows on a client's page, as a description list so that each figure
// is read with its name.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ClientDetail } from '@contract/clients';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import classes from './client-totals.module.css';

export function ClientTotals({ client }: { client: ClientDetail }) {
  const t = useT();
  const { formatPrice } = useBusinessLocale();
  const figures = [
    { label: t('clients.visits'), value: String(client.visits) },
    { label: t('clients.totalSpent'), value: formatPrice(client.totalSpent) },
    { label: t('clients.noShows'), value: String(client.noShows) },
  ];
  return (
    <SimpleGrid component="dl" cols={3} spacing="sm" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <dd className={classes.value}>{figure.value}</dd>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
