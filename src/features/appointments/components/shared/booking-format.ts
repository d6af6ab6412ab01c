// How a booking is named and dated everywhere in the app (docs/decisions.md, Appointments and
// clients): "BID" plus the id, "ddd, D MMM YYYY" (Norwegian "ddd D. MMM YYYY") then the 12-hour
// booking time, and times parsed for sorting and the calendar.
import type { Appointment, PaymentStatus } from '@contract/appointments';
import { formatTimeOfDay, type Clock } from '@/lib/format/business-locale';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { parseTimeOfDay } from '@/lib/format/business-locale';
import { clientName } from '@/entities/clients/client-name';
import { translate, type AppKey } from '@/lib/i18n/use-t';

export function bookingId(id: number): string {
  return `BID${id}`;
}

/** The client's name on a booking, or "Erased client", as the clients entity names a client. */
export const customerName = clientName;

/** A booking's date, as every date is written (lib/format/calendar-date.ts). */
export const formatBookingDate = formatCalendarDate;

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

export const PAYMENT_STATUS_LABELS = {
  paid: 'diary.payment.paid',
  unpaid: 'diary.payment.unpaid',
  refunded: 'diary.payment.refunded',
} as const satisfies Record<PaymentStatus, AppKey>;

/** "paid" -> "Paid" ("Betalt"), in the current language. */
export function paymentStatusLabel(status: PaymentStatus): string {
  return translate(PAYMENT_STATUS_LABELS[status]);
}
