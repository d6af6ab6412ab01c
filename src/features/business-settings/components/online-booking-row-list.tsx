// The rows of one list on the "Online booking" screen (breaks, closed dates, special hours): what
// each is, "Pending" while a change to it waits, and Remove.
import { Button, Group, Stack, Text } from '@mantine/core';
import { PendingBadge } from '@/components/offline/pending-badge';
import { useT } from '@/lib/i18n/use-t';
import type { LabelValue } from '@/lib/offline/outbox-label';

export interface OnlineBookingRow {
  id: number;
  text: string;
  /** The row as its removal's pending label names it, worded again in the language shown. */
  labelValue: LabelValue;
  /** A second line, e.g. a closure's note. */
  detail?: string;
  /** The outbox target whose waiting changes mark this row. */
  target: string;
}

interface OnlineBookingRowListProps {
  /** Names the list for screen readers, e.g. "Breaks". */
  label: string;
  rows: OnlineBookingRow[];
  empty: string;
  /** "Remove break Tuesday 12:00 to 12:30" for a screen reader; the button shows "Remove". */
  removeLabel: (row: OnlineBookingRow) => string;
  onRemove: (row: OnlineBookingRow) => void;
}

export function OnlineBookingRowList({
  label,
  rows,
  empty,
  removeLabel,
  onRemove,
}: OnlineBookingRowListProps) {
  const t = useT();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" aria-label={label} gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Group
          component="li"
          key={row.id}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py={6}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {row.text}
              </Text>
              <PendingBadge target={row.target} />
            </Group>
            {row.detail && (
              <Text size="xs" c="dimmed">
                {row.detail}
              </Text>
            )}
          </Stack>
          <Button
            // Mantine's subtle red is below 4.5:1 on white, whatever shade is asked for.
            variant="default"
            size="compact-sm"
            // The text wraps on a phone; the button keeps its width.
            style={{ flex: 'none' }}
            aria-label={removeLabel(row)}
            onClick={() => onRemove(row)}
          >
            {t('onlineBooking.remove')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
