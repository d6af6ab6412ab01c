// What the owner can do with a booking in its details, by its state (docs/decisions.md,
// Checkout): reschedule; no-show and cancel, each after a confirmation; and, once done, "Undo
// no-show" or "Restore booking". A restored cancelled booking is checked like a new one: when its
// time was taken meanwhile the server's sentence shows here with "Restore anyway".
import './styles';
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import type { Appointment } from '@contract/appointments';
import { conflictOf } from '@/lib/offline/use-outbox-mutation';
import { ApiError } from '@/lib/api/api-error';
import { serverText } from '@/lib/i18n/server-text';
import { useT } from '@/lib/i18n/use-t';
import { isOverrulableSlot } from '../../api/booking-conflict';
import { useCancelAppointment } from '../../api/cancel-appointment';
import { useMarkNoShow } from '../../api/mark-no-show';
import { useRestoreAppointment } from '../../api/restore-appointment';

interface StatusActionsProps {
  appointment: Appointment;
  /** "BID12 (Ann Lee)", for the no-show question. */
  label: string;
  onReschedule: (appointment: Appointment) => void;
}

type Asking = 'none' | 'no-show' | 'cancel';

export function StatusActions({ appointment, label, onReschedule }: StatusActionsProps) {
  const t = useT();
  const status = appointment.status ?? 'booked';
  const [asking, setAsking] = useState<Asking>('none');
  const [reason, setReason] = useState('');
  const [notifyClient, setNotifyClient] = useState(true);
  const [refusal, setRefusal] = useState<{ message: string; overrulable: boolean } | null>(null);
  const cancel = useCancelAppointment();
  const noShow = useMarkNoShow();
  const restore = useRestoreAppointment();
  const done = { onSuccess: () => setAsking('none') };

  const restoreBooking = (force: boolean) => {
    setRefusal(null);
    restore.mutate(
      { booking: appointment, force },
      {
        onError: (error) =>
          setRefusal({
            // Told by its code in the owner's language (lib/i18n/server-text.ts).
            message:
              error instanceof ApiError
                ? error.items.map((item) => serverText(item)).join(' ')
                : String(error),
            overrulable: isOverrulableSlot(conflictOf(error)),
          }),
      },
    );
  };

  if (status === 'no_show' || status === 'cancelled') {
    return (
      <Stack gap="xs">
        {refusal && (
          <Alert color="red" title={t('bookingDetails.restoreFailed')}>
            {refusal.message}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          {refusal?.overrulable ? (
            <Button
              color="orange.9"
              loading={restore.isPending}
              onClick={() => restoreBooking(true)}
            >
              {t('bookingDetails.restoreAnyway')}
            </Button>
          ) : (
            <Button
              variant="default"
              loading={restore.isPending}
              onClick={() => restoreBooking(false)}
            >
              {status === 'no_show' ? t('bookingDetails.undoNoShow') : t('bookingDetails.restore')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  if (asking === 'no-show') {
    return (
      <Stack gap="xs">
        <Text size="sm">{t('bookingDetails.noShowQuestion', { label })}</Text>
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={() => setAsking('none')}>
            {t('bookingDetails.keepBooking')}
          </Button>
          <Button
            color="red.9"
            loading={noShow.isPending}
            onClick={() => noShow.mutate({ booking: appointment }, done)}
          >
            {t('bookingDetails.confirmNoShow')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (asking === 'cancel') {
    return (
      <Stack gap="xs">
        <Textarea
          label={t('bookingDetails.reason')}
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Checkbox
          label={t('booking.notifyClient')}
          description={t('bookingDetails.notifyClientOnCancel')}
          checked={notifyClient}
          onChange={(event) => setNotifyClient(event.currentTarget.checked)}
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={() => setAsking('none')}>
            {t('bookingDetails.keepBooking')}
          </Button>
          <Button
            color="red.9"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { booking: appointment, reason: reason.trim() || undefined, notifyClient },
                done,
              )
            }
          >
            {t('bookingDetails.confirmCancel')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      <Button variant="default" onClick={() => onReschedule(appointment)}>
        {t('bookingDetails.reschedule')}
      </Button>
      <Button variant="default" onClick={() => setAsking('no-show')}>
        {t('bookingDetails.noShow')}
      </Button>
      <Button color="red" variant="outline" onClick={() => setAsking('cancel')}>
        {t('bookingDetails.cancelBooking')}
      </Button>
    </Group>
  );
}
