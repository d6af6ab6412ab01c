// How a booking's changes name it in the pending list, as values worded again after a change of
// language (docs/offline.md, Outbox entries): the BID and the client's name as they are, "Erased
// client" and the date as what they stand for, the time of day as the booking's 12-hour text.
import type { Appointment } from '@contract/appointments';
import { formatTimeOfDay } from '@/lib/format/business-locale';
import type { LabelMessage, LabelValue } from '@/lib/offline/outbox-label';
import { clientNameValue } from '@/entities/clients/client-name';
import { bookingId } from '../components/shared/booking-format';

/** The booking a status change names: its id and its client's two names. */
export type NamedBooking = Pick<Appointment, 'id' | 'firstName' | 'lastName'>;

/** The client's name, or "Erased client" as a message, as the clients entity names a client. */
export const customerNameValue = clientNameValue;

/** "BID12 (Ann Lee)". */
export function bookingNameValue(booking: NamedBooking): LabelMessage {
  return {
    key: 'diary.change.booking',
    values: { id: bookingId(booking.id), name: customerNameValue(booking) },
  };
}

/** "Mon, 23 Nov 2026 10:30 AM", as `formatBookingDateTime` writes it. */
export function bookingWhenValue(
  booking: Pick<Appointment, 'book_date' | 'book_time'>,
): LabelValue {
  return { date: booking.book_date, time: formatTimeOfDay(booking.book_time, '12h') };
}
