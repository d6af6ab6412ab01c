// A booking as the server will list it, built on this device from what the owner chose (client,
// services, date and time), so a booking made offline shows at once where it will be: the
// outbox keeps it beside the request as the entry's preview (docs/offline.md, Outbox entries).
import type { AppointmentResponse, BookItem } from '@contract/appointments';
import { addMinutes, localToInstant, to12Hour, totalMinutes } from '@contract/booking-time';

export interface BookingChoice {
  /** The booking's id: a temporary (negative) one for a new booking. */
  id: number;
  client: { id?: number; firstName: string; lastName: string };
  items: BookItem[];
  /** "YYYY-MM-DD" and "HH:mm", local to the business. */
  date: string;
  time: string;
  timeZone: string;
  /**
   * Who performs it: the chosen member, or for "Anyone available" the one the calendar shows it
   * under until the server has assigned one (docs/decisions.md, Team). None: kept as it was.
   */
  memberId?: number;
}

/** Dollars with cents, added without binary-fraction drift. */
export function totalPrice(items: readonly Pick<BookItem, 'price'>[]): number {
  return items.reduce((cents, item) => cents + Math.round(item.price * 100), 0) / 100;
}

/** The row, or undefined when the time does not exist that day (the hour skipped by DST). */
export function previewRow(
  choice: BookingChoice,
  kept?: Partial<AppointmentResponse>,
): AppointmentResponse | undefined {
  const start = localToInstant(choice.date, choice.time, choice.timeZone)?.toISOString();
  if (!start) return undefined;
  return {
    payment_status: 'unpaid',
    status: 'booked',
    version: 1,
    ...kept,
    id: choice.id,
    book_date: choice.date,
    book_time: to12Hour(choice.time),
    firstName: choice.client.firstName,
    lastName: choice.client.lastName,
    clientId: choice.client.id ?? kept?.clientId ?? 0,
    amount: totalPrice(choice.items),
    book_items: choice.items,
    start,
    end: addMinutes(start, totalMinutes(choice.items)),
    ...(choice.memberId !== undefined ? { memberId: choice.memberId } : {}),
  };
}
