// How a booking is named and dated everywhere in the app (docs/decisions.md, Appointments and
// clients): "BID" plus the id, "ddd, D MMM YYYY" (Norwegian "ddd D. MMM YYYY") then the 12-hour
// booking time, and times parsed for sorting and the calendar.
import dayjs from 'dayjs';
import type { Appointment, PaymentStatus } from '@contract/appointments';
import { formatTimeOfDay, type Clock } from '@/lib/format/business-locale';
import { parseTimeOfDay } from '@/lib/format/business-locale';
import { clientName } from '@/entities/clients/client-name';
import { translate, type AppKey } from '@/lib/i18n/use-t';

export function bookingId(id: number): string {
  return `BID${id}`;
}

/** The client's name on a booking, or "Erased client", as the clients entity names a client. */
export const customerName = clientName;

/**
 * "2026-11-23" -> "Mon, 23 Nov 2026", in Norwegian "ma. 23. nov. 2026": dayjs's names follow the
 * owner's language, and so does the order (docs/decisions.md, Languages).
 */
export function formatBookingDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const date = dayjs(isoDate);
  if (!date.isValid()) return isoDate;
  return date.format(dayjs.locale() === 'nb' ? 'ddd D. MMM YYYY' : 'ddd, D MMM YYYY');
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

export const PAYMENT_STATUS_LABELS = {
  paid: 'diary.payment.paid',
  unpaid: 'diary.payment.unpaid',
  refunded: 'diary.payment.refunded',
} as const satisfies Record<PaymentStatus, AppKey>;

/** "paid" -> "Paid" ("Betalt"), in the current language. */
export function paymentStatusLabel(status: PaymentStatus): string {
  return translate(PAYMENT_STATUS_LABELS[status]);
}
