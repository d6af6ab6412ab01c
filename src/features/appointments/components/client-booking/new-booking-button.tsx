// "New booking" on a client's page: the editor opens for this client, with the member of their
// last visit already chosen, since clients mostly come back to the same stylist
// (docs/decisions.md, Team). The owner may still pick another member or "Anyone available".
// The client's page shows it; the route hands it over (docs/architecture.md, Layout and import
// rules).
import { Button } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ClientDetail } from '@contract/clients';
import { useBusinessNow } from '@/lib/format/use-business-now';
import { BookingEditorModal, type EditorStart } from '../booking-editor/booking-editor-modal';
import { bookingTexts } from '../booking-texts';

/** The member of the client's latest past visit that names one; none for a first visit. */
export function lastVisitMember(client: Pick<ClientDetail, 'past'>): number | undefined {
  return [...client.past]
    .filter((visit) => visit.memberId !== undefined)
    .sort((a, b) => b.start.localeCompare(a.start))[0]?.memberId;
}

export function NewBookingButton({ client }: { client: ClientDetail }) {
  const [start, setStart] = useState<EditorStart | null>(null);
  const businessNow = useBusinessNow();
  const open = () => {
    const now = dayjs(businessNow());
    setStart({
      kind: 'new',
      date: now.format('YYYY-MM-DD'),
      time: now.add(1, 'hour').format('HH:00'),
      client: {
        id: client.id,
        firstName: client.firstName,
        lastName: client.lastName,
        phone: client.phone,
        email: client.email,
      },
      memberId: lastVisitMember(client),
    });
  };
  return (
    <>
      <Button onClick={open}>{bookingTexts.newBookingForClient}</Button>
      <BookingEditorModal start={start} onClose={() => setStart(null)} />
    </>
  );
}
