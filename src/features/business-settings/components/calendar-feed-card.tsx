// "Calendar feed": the secret addresses phone and desktop calendars subscribe to, the business's
// and each team member's, and whether they name clients in full (docs/decisions.md, Calendar
// feed). The names choice is saved through the outbox; replacing an address is a call.
import './styles';
import { Group, Input, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CalendarFeeds } from '@contract/calendar-feeds';
import { PendingBadge } from '@/components/offline/pending-badge';
import { QueryState } from '@/components/query-state';
import { useT } from '@/lib/i18n/use-t';
import {
  CALENDAR_FEED_TARGET,
  calendarFeedsQueryOptions,
  useSetCalendarFeedNames,
} from '../api/calendar-feeds';
import { CalendarFeedAddress } from './calendar-feed-address';

const BUSINESS = 'business';

function CalendarFeedChoices({ calendarFeeds }: { calendarFeeds: CalendarFeeds }) {
  const t = useT();
  const setNames = useSetCalendarFeedNames();
  const [chosen, setChosen] = useState(BUSINESS);
  const options = calendarFeeds.feeds.map((feed) => ({
    value: feed.memberId === null ? BUSINESS : String(feed.memberId),
    label: feed.memberName ?? t('calendarFeed.everyone'),
  }));
  // A member removed meanwhile falls back to the business's feed.
  const feed =
    calendarFeeds.feeds.find((one) => String(one.memberId ?? BUSINESS) === chosen) ??
    calendarFeeds.feeds[0];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('calendarFeed.intro')}
      </Text>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          w={260}
          label={t('calendarFeed.whose')}
          data={options}
          value={String(feed?.memberId ?? BUSINESS)}
          allowDeselect={false}
          onChange={(value) => value !== null && setChosen(value)}
        />
        <Stack gap={4}>
          <Input.Label component="span" id="calendar-feed-names-label">
            {t('calendarFeed.names')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby="calendar-feed-names-label"
            value={calendarFeeds.fullNames ? 'full' : 'first'}
            data={[
              { value: 'first', label: t('calendarFeed.firstNames') },
              { value: 'full', label: t('calendarFeed.fullNames') },
            ]}
            onChange={(value) => setNames.mutate({ fullNames: value === 'full' })}
          />
        </Stack>
      </Group>
      {feed && <CalendarFeedAddress feed={feed} />}
    </Stack>
  );
}

export function CalendarFeedCard() {
  const t = useT();
  const calendarFeeds = useQuery(calendarFeedsQueryOptions());
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="calendar-feed-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="calendar-feed-title">
          {t('calendarFeed.heading')}
        </Title>
        <PendingBadge target={CALENDAR_FEED_TARGET} />
      </Group>
      <QueryState
        query={calendarFeeds}
        loadingLabel={t('calendarFeed.loading')}
        errorTitle={t('calendarFeed.loadError')}
      >
        {(data) => <CalendarFeedChoices calendarFeeds={data} />}
      </QueryState>
    </Paper>
  );
}
