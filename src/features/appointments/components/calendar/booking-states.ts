// What a calendar block's colour says (docs/decisions.md, Calendar shading and states): a change
// waiting on this device first, then a no-show, a paid booking, one the client made online, and
// otherwise booked. Each is also a word in the block and in the legend: never colour alone.
import type { Appointment } from '@contract/appointments';
import type { AppKey } from '@/lib/i18n/use-t';

export const BOOKING_STATES = ['booked', 'paid', 'online', 'noShow', 'pending'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/**
 * The block's fill under white text, the same in light and dark: each keeps at least 4.5:1 (WCAG
 * AA). Mantine's blue, violet and red 9; the payment badge's green; the pending amber, which the
 * schedule's light variants could not show readably.
 */
export const STATE_COLOURS: Record<BookingState, string> = {
  booked: '#1864ab',
  paid: '#237032',
  online: '#5f3dc4',
  noShow: '#c92a2a',
  pending: '#7a4f01',
};

export const STATE_LABELS: Record<BookingState, AppKey> = {
  booked: 'calendar.state.booked',
  paid: 'calendar.state.paid',
  online: 'calendar.state.online',
  noShow: 'calendar.state.noShow',
  pending: 'calendar.state.pending',
};

export function bookingState(appointment: Appointment, pending: boolean): BookingState {
  if (pending) return 'pending';
  if (appointment.status === 'no_show') return 'noShow';
  if (appointment.payment_status === 'paid') return 'paid';
  if (appointment.source === 'online') return 'online';
  return 'booked';
}
