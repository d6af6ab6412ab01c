// The booking editor: a new booking (from an empty slot or the "New booking" button), a booking
// moved or its services changed, or a change the server refused as a conflict reworked from the
// pending list ("Choose another time", docs/offline.md, Conflicts). Every save goes through the
// outbox: online the server's answer comes back here (a refusal stays in the form), offline the
// booking shows at once as pending.
import { useState } from 'react';
import { Alert, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  appointmentCreateBodySchema,
  appointmentResponseSchema,
  appointmentUpdateBodySchema,
  type Appointment,
  type BookItem,
} from '../../../../../contract/appointments';
import { teamQueryOptions } from '../../../../entities/team/api/get-team';
import { activeMembers, membersForServices } from '../../../../entities/team/member-lookup';
import { messagesOf } from '../../../../lib/api/api-error';
import type { OutboxEntry } from '../../../../lib/offline/offline-db';
import { outbox } from '../../../../lib/offline/outbox';
import { newTempId } from '../../../../lib/offline/temp-ids';
import { conflictOf } from '../../../../lib/offline/use-outbox-mutation';
import { currentUserQueryOptions } from '../../../../lib/session/current-user';
import { previewRow } from '../../api/booking-preview';
import { readBookingConflict } from '../../api/booking-conflict';
import { createAppointmentKind, useCreateAppointment } from '../../api/create-appointment';
import { pathId, useUpdateAppointment } from '../../api/update-appointment';
import { customerName } from '../shared/booking-format';
import { BookingForm, type BookingFormValues, type FormConflict } from './booking-form';
import type { PickedClient } from './client-picker';
import { ANYONE, memberChoice } from './member-picker';

const memberValue = (memberId: number | null | undefined) =>
  memberId == null ? ANYONE : String(memberId);

export type EditorStart =
  | {
      kind: 'new';
      date: string;
      time: string;
      /** Preset: a booking made from a client's page, or from a member's column. */
      client?: PickedClient;
      memberId?: number;
    }
  | { kind: 'edit'; appointment: Appointment }
  | { kind: 'rework'; entry: OutboxEntry };

const EMPTY_VALUES: BookingFormValues = {
  clientMode: 'existing',
  client: null,
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  serviceIds: [],
  memberId: ANYONE,
  date: '',
  time: '',
  notes: '',
  force: false,
};

/** "09:00 AM" -> "09:00", for the time input. */
function to24Hour(text: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])M$/i.exec(text.trim());
  if (!match) return text.slice(0, 5);
  const hours = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'P' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** What the editor edits: a new booking, or one booking (a real id, or a temporary one). */
interface EditorSubject {
  values: BookingFormValues;
  /** The booking's id when it is edited (not created). */
  id?: number;
  /** The booking as listed, for what an edit keeps (payment, status, client). */
  row?: Appointment;
  version?: number;
  /** A refused change being reworked: discarded once its replacement is kept. */
  replaces?: OutboxEntry;
}

function subjectOf(start: EditorStart): EditorSubject | undefined {
  if (start.kind === 'new') {
    return {
      values: {
        ...EMPTY_VALUES,
        date: start.date,
        time: start.time,
        memberId: memberValue(start.memberId),
        ...(start.client ? { client: start.client } : {}),
      },
    };
  }
  if (start.kind === 'edit') {
    const row = start.appointment;
    return {
      id: row.id,
      row,
      version: row.version ?? 1,
      values: {
        ...EMPTY_VALUES,
        clientMode: 'fixed',
        serviceIds: row.book_items.map((item) => String(item.id)),
        memberId: memberValue(row.memberId),
        date: row.book_date,
        time: to24Hour(row.book_time),
      },
    };
  }
  const { entry } = start;
  const preview = appointmentResponseSchema.safeParse(entry.preview);
  if (entry.kind === createAppointmentKind.kind) {
    const body = appointmentCreateBodySchema.safeParse((entry.body as { json?: unknown }).json);
    if (!body.success) return undefined;
    const { client } = body.data;
    const known = 'id' in client && preview.success ? preview.data : undefined;
    return {
      replaces: entry,
      values: {
        ...EMPTY_VALUES,
        clientMode: 'id' in client ? 'existing' : 'new',
        client: known
          ? {
              id: known.clientId,
              firstName: known.firstName,
              lastName: known.lastName,
              phone: '',
              email: '',
            }
          : null,
        ...('id' in client
          ? {}
          : { ...client, phone: client.phone ?? '', email: client.email ?? '' }),
        serviceIds: body.data.serviceIds.map(String),
        memberId: memberValue(body.data.memberId),
        date: body.data.date,
        time: body.data.time,
        notes: body.data.notes ?? '',
      },
    };
  }
  const body = appointmentUpdateBodySchema.safeParse((entry.body as { json?: unknown }).json);
  const id = pathId(entry.path);
  if (!body.success || id === undefined || !preview.success) return undefined;
  const current = readBookingConflict(entry.conflict)?.current;
  return {
    id: outbox.realId(id),
    row: preview.data,
    // Reworked knowing it changed: the new choice goes over the server's current version.
    version: current?.version ?? body.data.version,
    replaces: entry,
    values: {
      ...EMPTY_VALUES,
      clientMode: 'fixed',
      serviceIds: body.data.serviceIds.map(String),
      // Absent in an edit queued before the team: the booking keeps its member.
      memberId: memberValue(body.data.memberId ?? preview.data.memberId),
      date: body.data.date,
      time: body.data.time,
      notes: body.data.notes ?? '',
    },
  };
}

const BOOK_ANYWAY = 'Book anyway';
const SAVE_OVER = 'Save over the changes';

function refusalOf(error: unknown, editing: boolean): FormConflict {
  const conflict = readBookingConflict(conflictOf(error));
  const overruleLabel =
    conflict?.reason === 'changed' ? SAVE_OVER : conflict ? BOOK_ANYWAY : undefined;
  const messages = messagesOf(error);
  return {
    messages:
      conflict?.reason === 'changed' && editing
        ? [...messages, 'Close the editor to see the booking as it is now, or save over it.']
        : messages,
    overruleLabel,
  };
}

interface BookingEditorModalProps {
  start: EditorStart | null;
  onClose: () => void;
}

export function BookingEditorModal({ start, onClose }: BookingEditorModalProps) {
  const title =
    start?.kind === 'edit' ||
    (start?.kind === 'rework' && start.entry.kind !== createAppointmentKind.kind)
      ? 'Edit booking'
      : 'New booking';
  return (
    <Modal
      opened={start !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {start && <BookingEditor start={start} onDone={onClose} />}
    </Modal>
  );
}

function BookingEditor({ start, onDone }: { start: EditorStart; onDone: () => void }) {
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
        This change can no longer be opened: discard it and book again.
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
        messages: ['This time does not exist on that day: the clocks go forward then'],
      });
      return;
    }
    const common = {
      serviceIds: items.map((item) => item.id),
      memberId: memberChoice(values.memberId),
      date: values.date,
      time: values.time,
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      ...(values.force && refusal?.overruleLabel === BOOK_ANYWAY ? { force: true } : {}),
    };
    const saveOver = values.force && refusal?.overruleLabel === SAVE_OVER;
    try {
      if (editing) {
        await update.mutateAsync({
          id: subject.id!,
          body: { ...common, version: (saveOver ? serverVersion : subject.version) ?? 1 },
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
      setRefusal(refusalOf(error, editing));
    }
  };

  return (
    <BookingForm
      initialValues={subject.values}
      fixedClient={subject.row ? customerName(subject.row) : undefined}
      timeZone={timeZone}
      submitLabel={subject.id !== undefined ? 'Save changes' : 'Save booking'}
      pending={create.isPending || update.isPending}
      refusal={refusal}
      onCancel={onDone}
      onSubmit={(values, items) => void save(values, items)}
    />
  );
}
