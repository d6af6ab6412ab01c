// A client's visits, one line each, as the diary describes a booking (the page's `VisitLine`).
// Long histories show the latest ten until asked for all.
import { type ComponentType, useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { AppointmentResponse } from '@contract/appointments';
import { useT } from '@/lib/i18n/use-t';

const FIRST_SHOWN = 10;

export type VisitLineComponent = ComponentType<{ visit: AppointmentResponse }>;

const TEXTS = {
  upcoming: {
    title: 'clients.upcomingVisits',
    empty: 'clients.noUpcomingVisits',
    showAll: 'clients.showAllUpcoming',
  },
  past: {
    title: 'clients.pastVisits',
    empty: 'clients.noPastVisits',
    showAll: 'clients.showAllPast',
  },
} as const;

interface ClientVisitsProps {
  kind: keyof typeof TEXTS;
  visits: readonly AppointmentResponse[];
  VisitLine: VisitLineComponent;
}

export function ClientVisits({ kind, visits, VisitLine }: ClientVisitsProps) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? visits : visits.slice(0, FIRST_SHOWN);
  const texts = TEXTS[kind];
  const id = `visits-${kind}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {t(texts.title)}
        {visits.length > 0 && (
          <Text span c="dimmed" fz="md" fw={400} ml="xs">
            ({visits.length})
          </Text>
        )}
      </Title>
      {visits.length === 0 ? (
        <Text c="dimmed">{t(texts.empty)}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-labelledby={id}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((visit) => (
            <Paper key={visit.id} component="li" withBorder p="sm" radius="md">
              <VisitLine visit={visit} />
            </Paper>
          ))}
        </Stack>
      )}
      {shown.length < visits.length && (
        <Button
          variant="default"
          onClick={() => setShowAll(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(texts.showAll, { count: String(visits.length) })}
        </Button>
      )}
    </Stack>
  );
}
