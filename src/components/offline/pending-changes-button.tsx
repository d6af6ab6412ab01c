// The top bar's pending-changes indicator: "Saving…" while changes go out as they should, else
// how many wait on this device and the list of them (pending-summary.ts), with Retry and Discard
// for those the server refused (never dropped without the owner). Times in the list are on the
// business's clock (docs/decisions.md, Locale).
// A change refused as a conflict (the slot was taken, the booking changed meanwhile) offers what
// its kind allows instead of Retry: "Book anyway" and "Choose another time" (docs/offline.md).
import { useState } from 'react';
import {
  Button,
  getDefaultZIndex,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useBusinessLocale } from '../../lib/format/use-business-locale';
import type { OutboxEntry } from '../../lib/offline/offline-db';
import { useOfflineStatus } from '../../lib/offline/offline-status';
import { outbox, useOutboxEntries } from '../../lib/offline/outbox';
import { summarizePending } from './pending-summary';

function stateText(entry: OutboxEntry): string {
  switch (entry.state) {
    case 'sending':
      return 'Sending…';
    case 'failed':
      return `${entry.conflict === undefined ? 'Refused' : 'Conflict'}: ${entry.errors.join(' ')}`;
    case 'needs-auth':
      return 'Sent after you sign in again';
    case 'queued':
      return entry.attempts > 0 ? 'Waiting for the connection' : 'Waiting to be sent';
  }
}

function PendingChange({ entry, onLeave }: { entry: OutboxEntry; onLeave: () => void }) {
  const failed = entry.state === 'failed';
  const navigate = useNavigate();
  const choices = failed ? outbox.conflictChoices(entry) : undefined;
  const { formatTimesIn } = useBusinessLocale();
  return (
    <Stack gap={4} component="li" data-testid="pending-change">
      <Text size="sm" fw={600}>
        {formatTimesIn(entry.label)}
      </Text>
      <Text size="xs" c={failed ? 'red' : 'dimmed'}>
        {formatTimesIn(stateText(entry))}
      </Text>
      {failed && (
        <Group gap="xs">
          {choices?.overruled && (
            <Button size="compact-xs" variant="default" onClick={() => void outbox.overrule(entry)}>
              Book anyway
            </Button>
          )}
          {choices?.rework && (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => {
                onLeave();
                void navigate({ to: '/appointments', search: { rebook: entry.id } });
              }}
            >
              Choose another time
            </Button>
          )}
          {!choices && (
            <Button size="compact-xs" variant="default" onClick={() => void outbox.retry(entry.id)}>
              Retry
            </Button>
          )}
          <Button size="compact-xs" color="red.9" onClick={() => void outbox.discard(entry.id)}>
            Discard
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Online changes on their way: quiet, like "Updating…", and read out when it appears. */
function SavingMark() {
  return (
    <Group gap={6} wrap="nowrap" role="status" data-testid="saving-mark">
      <Loader size={12} color="gray" aria-hidden />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        Saving…
      </Text>
    </Group>
  );
}

export function PendingChangesButton() {
  const entries = useOutboxEntries();
  const { offline } = useOfflineStatus();
  const [opened, setOpened] = useState(false);
  const summary = summarizePending(entries, offline);
  // A list left open does not come back by itself the next time changes wait.
  if (summary.shown !== 'pending' && opened) setOpened(false);
  if (summary.shown === 'nothing') return null;
  if (summary.shown === 'saving') return <SavingMark />;
  const failed = summary.refused;
  return (
    // Above the notifications (on a phone the list reaches down to them): the list was opened on
    // purpose, and under them its last changes could not be read.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={320}
      shadow="md"
      withArrow
      zIndex={getDefaultZIndex('overlay') + 1}
    >
      <Popover.Target>
        <Button
          size="compact-sm"
          onClick={() => setOpened((open) => !open)}
          autoContrast
          color={failed > 0 ? 'red.9' : 'yellow.4'}
          title={failed > 0 ? `${failed} refused by the server` : 'Changes waiting to be sent'}
        >
          {summary.count} pending
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={700} mb="xs">
          Changes not sent yet
        </Text>
        <ScrollArea.Autosize mah={320}>
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entries.map((entry) => (
              <PendingChange key={entry.id} entry={entry} onLeave={() => setOpened(false)} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
