// What the booking editor opens with (docs/offline.md, Conflicts): the values of a new booking,
// of a booking being edited, or of a refused change being reworked from the pending list, and
// what an edit keeps of the booking (its row, version and the entry it replaces).
import {
  appointmentCreateBodySchema,
  appointmentResponseSchema,
  appointmentUpdateBodySchema,
  type Appointment,
} from '@contract/appointments';
import type { OutboxEntry } from '@/lib/offline/offline-db';
import { outbox } from '@/lib/offline/outbox';
import { targetId } from '@/lib/offline/outbox-targets';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { readBookingConflict } from '../../api/booking-conflict';
import { createAppointmentKind } from '../../api/create-appointment';
import type { BookingFormValues } from './booking-form-values';
import type { PickedClient } from './client-picker';
import { ANYONE } from './member-picker';

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
  notifyClient: true,
};

/** "09:00 AM" -> "09:00", for the time input. */
function to24Hour(text: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])M$/i.exec(text.trim());
  if (!match) return text.slice(0, 5);
  const hours = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'P' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** What the editor edits: a new booking, or one booking (a real id, or a temporary one). */
export interface EditorSubject {
  values: BookingFormValues;
  /** The booking's id when it is edited (not created). */
  id?: number;
  /** The booking as listed, for what an edit keeps (payment, status, client). */
  row?: Appointment;
  version?: number;
  /** A refused change being reworked: discarded once its replacement is kept. */
  replaces?: OutboxEntry;
}

export function subjectOf(start: EditorStart): EditorSubject | undefined {
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
  const id = targetId(entry, appointmentTarget);
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
      notifyClient: body.data.notifyClient ?? true,
    },
  };
}
