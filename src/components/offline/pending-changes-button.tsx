// The top bar's pending-changes indicator: how many changes wait on this device, and the list of
// them, with Retry and Discard for those the server refused (never dropped without the owner).
// Times in the list are on the business's clock (docs/decisions.md, Locale).
// A change refused as a conflict (the slot was taken, the booking changed meanwhile) offers what
// its kind allows instead of Retry: "Book anyway" and "Choose another time" (docs/offline.md).
import { useState } from 'react';
import { Button, getDefaultZIndex, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useBusinessLocale } from '../../lib/format/use-business-locale';
import type { OutboxEntry } from '../../lib/offline/offline-db';
import { outbox, useOutboxEntries } from '../../lib/offline/outbox';

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

export function PendingChangesButton() {
  const entries = useOutboxEntries();
  const [opened, setOpened] = useState(false);
  if (entries.length === 0) return null;
  const failed = entries.filter((entry) => entry.state === 'failed').length;
  return (
    // Above the notifications (which open in the same corner after every save offline): the list
    // was opened on purpose, and under them its first change could not be read.
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
          {entries.length} pending
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
