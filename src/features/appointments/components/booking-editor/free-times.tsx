// "Free times" under the New booking form's time field: the start times the slot engine still
// offers on the chosen date for the chosen services (docs/decisions.md, Free times in the owner's
// form). A click fills the time field; the owner may still type any time, and nothing here stops
// a save: offline or refused, it only says so quietly. Offline, the times the device computed
// from what it keeps say from when (docs/offline.md, Kept ahead).
import './styles';
import { useId, type ReactNode } from 'react';
import { Chip, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { localDateSchema } from '@contract/appointments';
import { instantToLocal } from '@contract/booking-time';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api/api-error';
import { useOfflineStatus } from '@/lib/offline/offline-status';
import { useT } from '@/lib/i18n/use-t';
import { freeTimesQueryOptions } from '../../api/free-times';

interface FreeTimesProps {
  /** "YYYY-MM-DD", as the date field holds it; nothing is asked until it is a date. */
  date: string;
  serviceIds: readonly number[];
  /** The chosen member; none for "Anyone available". */
  memberId?: number;
  /** The time field's "HH:mm": its chip shows as chosen. */
  time: string;
  onPick: (time: string) => void;
}

/** The worker answers 503 when it kept nothing (sw/sw.ts); without it the fetch itself fails. */
const OFFLINE_STATUSES = new Set([NETWORK_ERROR_STATUS, 503]);

export function FreeTimes({ date, serviceIds, memberId, time, onPick }: FreeTimesProps) {
  const ready = serviceIds.length > 0 && localDateSchema.safeParse(date).success;
  const labelId = useId();
  const t = useT();
  const { formatTime } = useBusinessLocale();
  const { offline } = useOfflineStatus();
  const query = useQuery({ ...freeTimesQueryOptions(date, serviceIds, memberId), enabled: ready });
  if (!ready) return null;

  const keptAt = query.isSuccess ? query.data.keptAt : undefined;
  // On the business's clock, as every time of the form.
  const asOf =
    keptAt === undefined
      ? undefined
      : formatTime(instantToLocal(new Date(keptAt), query.data?.timeZone ?? 'UTC').time);
  let body: ReactNode;
  if (query.isPending) {
    body = <Quiet>{t('booking.freeTimesLoading')}</Quiet>;
  } else if (query.isError) {
    const noConnection =
      offline || (query.error instanceof ApiError && OFFLINE_STATUSES.has(query.error.status));
    body = (
      <Quiet>{noConnection ? t('booking.freeTimesOffline') : t('booking.freeTimesError')}</Quiet>
    );
  } else if (query.data.slots.length === 0) {
    body = <Quiet>{t('booking.noFreeTimes')}</Quiet>;
  } else {
    body = (
      <ScrollArea.Autosize mah={132} type="auto" offsetScrollbars>
        <Chip.Group value={time} onChange={onPick}>
          <Group gap={6} role="group" aria-labelledby={labelId}>
            {query.data.slots.map((slot) => (
              <Chip key={slot.start} value={slot.time} size="xs" variant="outline">
                {formatTime(slot.time)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea.Autosize>
    );
  }
  return (
    <Stack gap={4} data-testid="free-times">
      <Text id={labelId} size="sm" fw={500}>
        {t('booking.freeTimes')}
      </Text>
      {body}
      {asOf !== undefined && <Quiet>{t('booking.freeTimesAsOf', { time: asOf })}</Quiet>}
    </Stack>
  );
}

function Quiet({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {children}
    </Text>
  );
}
