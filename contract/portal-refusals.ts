// The booking page's 409s (docs/decisions.md, API): each refusal's `errors[].code` beside its
// message. No zod: the booking page imports these (docs/architecture.md, Booking portal).

/** The time was free when listed and another booking took it meanwhile (`nearest` says more). */
export const SLOT_TAKEN_CODE = 'slot_taken';
export const SLOT_TAKEN_MESSAGE = 'Sorry, this time was just taken. Please choose another time.';
/** The time is not for sale online (notice, horizon, a member's rules). */
export const SLOT_NOT_BOOKABLE_CODE = 'slot_not_bookable';
export const SLOT_NOT_BOOKABLE_MESSAGE =
  'This time cannot be booked online. Please choose another time.';
/** The cancel link's booking is cancelled already; the diary's refusal has the same code. */
export const BOOKING_ALREADY_CANCELLED_CODE = 'already_cancelled';
export const BOOKING_ALREADY_CANCELLED_MESSAGE = 'This booking is already cancelled';
/** The business's minimum notice has begun: the message names it and the phone to call. */
export const CANCEL_TOO_LATE_CODE = 'cancel_too_late';
