// A booking as the dashboard panel and the phone cards list it: id, date and time, customer, and
// its items once opened.
import { Text } from '@mantine/core';
import type { Appointment } from '@contract/appointments';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { BookedItemsTable } from './booked-items-table';
import { bookingId, customerName, formatBookingDateTime } from './booking-format';

/** Three lines of text; the caller lays them out (a column on a phone, a row on the dashboard). */
export function BookingSummaryLines({ appointment }: { appointment: Appointment }) {
  const { clock } = useBusinessLocale();
  // The date's words follow the owner's language (booking-format.ts): a new one renders it again.
  useLanguage();
  return (
    <>
      <Text fw={600} size="sm">
        {bookingId(appointment.id)}
      </Text>
      <Text size="sm">{formatBookingDateTime(appointment, clock)}</Text>
      <Text size="sm">{customerName(appointment)}</Text>
    </>
  );
}

export function BookingItems({ appointment }: { appointment: Appointment }) {
  const t = useT();
  return (
    <BookedItemsTable
      items={appointment.book_items}
      caption={t('diary.items.caption', { id: bookingId(appointment.id) })}
    />
  );
}
