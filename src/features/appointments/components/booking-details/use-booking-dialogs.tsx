// The booking details modal and the booking editor, as every screen that lists bookings opens
// them (calendar, table, Today agenda, client page): details of a clicked booking, Reschedule
// from there, and a new booking from an empty slot or the "New booking" button.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '@contract/appointments';
import { appointmentQueryOptions } from '../../api/get-appointment';
import { BookingEditorModal, type EditorStart } from '../booking-editor/booking-editor-modal';
import { BookingDetailsModal } from './booking-details-modal';

export function useBookingDialogs(rows: readonly Appointment[]) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editor, setEditor] = useState<EditorStart | null>(null);
  // Read from the list on every render: a pending change (paid, moved) shows in the open modal.
  // A booking cancelled from the details leaves the calendar's lists: its own answer keeps it
  // open there, with "Restore booking" (docs/decisions.md, Checkout).
  const detail = useQuery({
    ...appointmentQueryOptions(selectedId ?? 0),
    enabled: selectedId !== null && selectedId > 0,
  }).data;
  const selected = rows.find((row) => row.id === selectedId) ?? detail ?? null;

  return {
    openDetails: (appointment: Appointment) => setSelectedId(appointment.id),
    openEditor: (start: EditorStart) => setEditor(start),
    dialogs: (
      <>
        <BookingDetailsModal
          appointment={selected}
          onClose={() => setSelectedId(null)}
          onReschedule={(appointment) => {
            setSelectedId(null);
            setEditor({ kind: 'edit', appointment });
          }}
        />
        <BookingEditorModal start={editor} onClose={() => setEditor(null)} />
      </>
    ),
  };
}
