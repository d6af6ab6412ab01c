// How many bookings are held at once: the capacity check of the slot engine (which start times to
// offer) and of the booking write (server/scheduling/booking-plan.ts: may this booking be made)
// must count alike, or a slot offered could be refused, or one refused could be booked.

/** A booking's time in epoch milliseconds; `end` is exclusive. */
export interface Span {
  start: number;
  end: number;
}

/**
 * The most bookings held at once within [start, end). Counting the bookings that touch the slot
 * would be wrong: with capacity 2, one booking ending at 10:00 and one starting then both touch a
 * 09:30-10:30 slot, yet at no instant do two chairs hold clients.
 */
export function peakLoad(bookings: readonly Span[], start: number, end: number): number {
  const edges: [at: number, change: number][] = [];
  for (const booking of bookings) {
    if (booking.start < end && start < booking.end) {
      edges.push([Math.max(booking.start, start), 1], [Math.min(booking.end, end), -1]);
    }
  }
  // At one instant ends go before starts: spans are half-open, so touching ones never coexist.
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let load = 0;
  let peak = 0;
  for (const [, change] of edges) {
    load += change;
    peak = Math.max(peak, load);
  }
  return peak;
}
