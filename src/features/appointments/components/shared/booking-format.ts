// How a booking is named and dated everywhere in the app (docs/decisions.md, Appointments and
// clients): "BID" plus the id, "ddd, D MMM YYYY" then the 12-hour booking time, and times parsed
// for sorting and the calendar.
import dayjs from 'dayjs';
import type { Appointment, PaymentStatus } from '../../../../../contract/appointments';
import { formatTimeOfDay, type Clock } from '../../../../lib/format/business-locale';
import { parseTimeOfDay } from '../../../../lib/format/business-locale';

export function bookingId(id: number): string {
  return `BID${id}`;
}

export function customerName(appointment: Pick<Appointment, 'firstName' | 'lastName'>): string {
  return `${appointment.firstName} ${appointment.lastName}`.trim();
}

/** "2026-11-23" -> "Mon, 23 Nov 2026". */
export function formatBookingDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const date = dayjs(isoDate);
  return date.isValid() ? date.format('ddd, D MMM YYYY') : isoDate;
}

/** "Mon, 23 Nov 2026 10:30 AM", or "... 10:30" on a 24-hour clock (docs/decisions.md, Locale). */
export function formatBookingDateTime(
  appointment: Pick<Appointment, 'book_date' | 'book_time'>,
  clock: Clock = '12h',
): string {
  return `${formatBookingDate(appointment.book_date)} ${formatTimeOfDay(appointment.book_time, clock)}`;
}

/**
 * Minutes after midnight of a booking time: "12:15 AM" -> 15, "12:30 PM" -> 750, "09:00 AM" -> 540.
 * 24-hour text ("14:00") is accepted too. Null when the text is not a time.
 */
export const parseBookingTime = parseTimeOfDay;

/** Total minutes of a booking's items. */
export function totalDuration(items: Appointment['book_items']): number {
  return items.reduce((total, item) => total + item.duration, 0);
}

/** "paid" -> "Paid". */
export function paymentStatusLabel(status: PaymentStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
