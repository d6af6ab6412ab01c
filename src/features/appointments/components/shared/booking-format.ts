// How a booking is named and dated everywhere in the app (spec section 9): "BID" plus the id,
// "ddd, D MMM YYYY" then the 12-hour booking time, and times parsed for sorting and the calendar.
import dayjs from 'dayjs';
import type { Appointment, PaymentStatus } from '../../../../../contract/appointments';

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

/** "Mon, 23 Nov 2026 10:30 AM". */
export function formatBookingDateTime(
  appointment: Pick<Appointment, 'book_date' | 'book_time'>,
): string {
  return `${formatBookingDate(appointment.book_date)} ${appointment.book_time}`;
}

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp])?\.?\s*[Mm]?\.?$/;

/**
 * Minutes after midnight of a booking time: "12:15 AM" -> 15, "12:30 PM" -> 750, "09:00 AM" -> 540.
 * 24-hour text ("14:00") is accepted too. Null when the text is not a time.
 */
export function parseBookingTime(text: string): number | null {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toUpperCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    return ((hours % 12) + (meridiem === 'P' ? 12 : 0)) * 60 + minutes;
  }
  if (hours > 23) return null;
  return hours * 60 + minutes;
}

/** Total minutes of a booking's items. */
export function totalDuration(items: Appointment['book_items']): number {
  return items.reduce((total, item) => total + item.duration, 0);
}

/** "paid" -> "Paid". */
export function paymentStatusLabel(status: PaymentStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
