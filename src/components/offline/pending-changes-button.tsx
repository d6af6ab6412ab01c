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
import { entryLabel } from '../../lib/i18n/label-message';
import { useT, type AppTranslate } from '../../lib/i18n/use-t';
import { useBusinessLocale } from '../../lib/format/use-business-locale';
import type { OutboxEntry } from '../../lib/offline/offline-db';
import { useOfflineStatus } from '../../lib/offline/offline-status';
import { outbox, useOutboxEntries } from '../../lib/offline/outbox';
import { summarizePending } from './pending-summary';

function stateText(entry: OutboxEntry, t: AppTranslate): string {
  switch (entry.state) {
    case 'sending':
      return t('pending.sending');
    case 'failed': {
      const errors = entry.errors.join(' ');
      return entry.conflict === undefined
        ? t('pending.refused', { errors })
        : t('pending.conflict', { errors });
    }
    case 'needs-auth':
      return t('pending.needsAuth');
    case 'queued':
      return entry.attempts > 0 ? t('pending.waitingConnection') : t('pending.waiting');
  }
}

function PendingChange({ entry, onLeave }: { entry: OutboxEntry; onLeave: () => void }) {
  const failed = entry.state === 'failed';
  const navigate = useNavigate();
  const choices = failed ? outbox.conflictChoices(entry) : undefined;
  const { formatTimesIn } = useBusinessLocale();
  const t = useT();
  return (
    <Stack gap={4} component="li" data-testid="pending-change">
      <Text size="sm" fw={600}>
        {formatTimesIn(entryLabel(entry, t))}
      </Text>
      <Text size="xs" c={failed ? 'red' : 'dimmed'}>
        {formatTimesIn(stateText(entry, t))}
      </Text>
      {failed && (
        <Group gap="xs">
          {choices?.overruled && (
            <Button size="compact-xs" variant="default" onClick={() => void outbox.overrule(entry)}>
              {t('pending.bookAnyway')}
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
              {t('pending.otherTime')}
            </Button>
          )}
          {!choices && (
            <Button size="compact-xs" variant="default" onClick={() => void outbox.retry(entry.id)}>
              {t('pending.retry')}
            </Button>
          )}
          <Button size="compact-xs" color="red.9" onClick={() => void outbox.discard(entry.id)}>
            {t('pending.discard')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Online changes on their way: quiet, like "Updating…", and read out when it appears. */
function SavingMark() {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap" role="status" data-testid="saving-mark">
      <Loader size={12} color="gray" aria-hidden />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('pending.saving')}
      </Text>
    </Group>
  );
}

export function PendingChangesButton() {
  const entries = useOutboxEntries();
  const { offline } = useOfflineStatus();
  const [opened, setOpened] = useState(false);
  const t = useT();
  const summary = summarizePending(entries, offline);
  // The list the owner opened stays open while anything is left in it, each change's state
  // changing in place: closed as "Saving…" took its place when the connection returned, it hid
  // the conflict that came back a moment later (docs/offline.md, What works offline). Once empty
  // it closes, and a list left open does not come back by itself the next time changes wait.
  if (summary.shown === 'nothing' && opened) setOpened(false);
  if (summary.shown === 'nothing') return null;
  if (summary.shown === 'saving' && !opened) return <SavingMark />;
  const failed = summary.shown === 'pending' ? summary.refused : 0;
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
          title={
            failed > 0 ? t('pending.refusedTitle', { count: failed }) : t('pending.waitingTitle')
          }
        >
          {t('pending.count', { count: entries.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={700} mb="xs">
          {t('pending.heading')}
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
