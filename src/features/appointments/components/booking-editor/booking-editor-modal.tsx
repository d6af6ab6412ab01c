// The booking editor: a new booking (from an empty slot or the "New booking" button), a booking
// moved or its services changed, or a change the server refused as a conflict reworked from the
// pending list ("Choose another time", docs/offline.md, Conflicts). Every save goes through the
// outbox: online the server's answer comes back here (a refusal stays in the form), offline the
// booking shows at once as pending.
import { useState } from 'react';
import { Alert, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BookItem } from '@contract/appointments';
import { teamQueryOptions } from '@/entities/team/api/get-team';
import { activeMembers, memberLookup, membersForServices } from '@/entities/team/member-lookup';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT, type AppTranslate } from '@/lib/i18n/use-t';
import { outbox } from '@/lib/offline/outbox';
import { newTempId } from '@/lib/offline/temp-ids';
import { conflictOf } from '@/lib/offline/use-outbox-mutation';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { previewRow } from '../../api/booking-preview';
import { readBookingConflict } from '../../api/booking-conflict';
import { createAppointmentKind, useCreateAppointment } from '../../api/create-appointment';
import { useUpdateAppointment } from '../../api/update-appointment';
import { customerName } from '../shared/booking-format';
import { BookingForm, type BookingFormValues, type FormConflict } from './booking-form';
import { refusalMessages, type RefusalContext } from './booking-refusal';
import { subjectOf, type EditorStart } from './editor-subject';
import { memberChoice } from './member-picker';

export type { EditorStart };

function refusalOf(
  error: unknown,
  editing: boolean,
  t: AppTranslate,
  context: RefusalContext,
): FormConflict {
  const conflict = readBookingConflict(conflictOf(error));
  const overrule = conflict?.reason === 'changed' ? 'saveOver' : conflict ? 'force' : undefined;
  const messages = refusalMessages(error, t, context);
  return {
    messages:
      conflict?.reason === 'changed' && editing
        ? [...messages, t('booking.changedHint')]
        : messages,
    overrule,
  };
}

interface BookingEditorModalProps {
  start: EditorStart | null;
  onClose: () => void;
}

export function BookingEditorModal({ start, onClose }: BookingEditorModalProps) {
  const t = useT();
  const title =
    start?.kind === 'edit' ||
    (start?.kind === 'rework' && start.entry.kind !== createAppointmentKind.kind)
      ? t('booking.editTitle')
      : t('booking.newTitle');
  return (
    <Modal
      opened={start !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('booking.close') }}
    >
      {start && <BookingEditor start={start} onDone={onClose} />}
    </Modal>
  );
}

function BookingEditor({ start, onDone }: { start: EditorStart; onDone: () => void }) {
  const t = useT();
  const { formatTime } = useBusinessLocale();
  const [subject] = useState(() => subjectOf(start));
  const [refusal, setRefusal] = useState<FormConflict>();
  /** The server's version after it answered "changed": "Save over the changes" sends it. */
  const [serverVersion, setServerVersion] = useState<number>();
  const user = useQuery(currentUserQueryOptions());
  const team = useQuery(teamQueryOptions());
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const timeZone = user.data?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;

  if (!subject) {
    return (
      <Alert color="red" role="alert">
        {t('booking.cannotOpen')}
      </Alert>
    );
  }

  /** Where a pending "Anyone available" booking shows: the first member who could take it. */
  const previewMember = (items: BookItem[]) =>
    (
      membersForServices(
        team.data,
        items.map((item) => item.id),
      )[0] ?? activeMembers(team.data)[0]
    )?.id;

  const save = async (values: BookingFormValues, items: BookItem[]) => {
    setRefusal(undefined);
    const editing = subject.id !== undefined;
    const client =
      subject.row !== undefined
        ? {
            id: subject.row.clientId,
            firstName: subject.row.firstName,
            lastName: subject.row.lastName,
          }
        : values.clientMode === 'existing' && values.client
          ? values.client
          : { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    const preview = previewRow(
      {
        id: subject.id ?? newTempId(),
        client,
        items,
        date: values.date,
        time: values.time,
        timeZone,
        memberId: memberChoice(values.memberId) ?? previewMember(items),
      },
      subject.row,
    );
    if (!preview) {
      setRefusal({
        messages: [t('booking.clocksForward')],
      });
      return;
    }
    const common = {
      serviceIds: items.map((item) => item.id),
      memberId: memberChoice(values.memberId),
      date: values.date,
      time: values.time,
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      ...(values.force && refusal?.overrule === 'force' ? { force: true } : {}),
    };
    const saveOver = values.force && refusal?.overrule === 'saveOver';
    try {
      if (editing) {
        await update.mutateAsync({
          id: subject.id!,
          body: {
            ...common,
            version: (saveOver ? serverVersion : subject.version) ?? 1,
            notifyClient: values.notifyClient,
          },
          preview,
        });
      } else {
        const newClient = {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
          ...(values.email.trim() ? { email: values.email.trim() } : {}),
        };
        await create.mutateAsync({
          body: {
            ...common,
            client:
              values.clientMode === 'existing' && values.client
                ? { id: values.client.id }
                : newClient,
          },
          preview,
        });
      }
      if (subject.replaces) await outbox.discard(subject.replaces.id);
      onDone();
    } catch (error) {
      const current = readBookingConflict(conflictOf(error))?.current;
      if (current) setServerVersion(current.version);
      setRefusal(
        refusalOf(error, editing, t, {
          memberName: (id) => memberLookup(team.data).get(id)?.name,
          timeZone,
          formatTime,
        }),
      );
    }
  };

  return (
    <BookingForm
      initialValues={subject.values}
      fixedClient={subject.row ? customerName(subject.row) : undefined}
      timeZone={timeZone}
      submitLabel={subject.id !== undefined ? t('booking.saveChanges') : t('booking.saveBooking')}
      pending={create.isPending || update.isPending}
      refusal={refusal}
      onCancel={onDone}
      onSubmit={(values, items) => void save(values, items)}
    />
  );
}
