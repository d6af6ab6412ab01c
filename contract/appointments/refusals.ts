// The diary's 409s (docs/decisions.md, API): each refusal's `errors[].code`, beside its message
// where the message is fixed. No zod: codes and words only. A conflict the owner may override
// (or see what changed) has its `conflict.reason` as its code, so the two never disagree.
import type { ConflictReason } from './answers.js';

/** The code of a 409 that carries `conflict`: its reason (`overlap`, `outside_hours`...). */
export const conflictCode = (reason: ConflictReason): string => reason;

/** A member chosen by name who has been deactivated (a booking keeps its own member). */
export const MEMBER_INACTIVE_CODE = 'member_inactive';
/** "Anyone available" with no active member at all. */
export const NO_ACTIVE_MEMBER_CODE = 'no_active_member';
export const NO_ACTIVE_MEMBER_MESSAGE = 'The business has no active team member';

/** A booking's state refuses the change asked for: one code per refusal. */
export const BOOKING_STATE_REFUSALS = {
  cancelled_not_changeable: 'A cancelled booking cannot be changed',
  no_show_not_changeable: 'A no-show booking cannot be changed',
  already_cancelled: 'This booking is already cancelled',
  no_show_not_cancellable: 'A no-show cannot be cancelled',
  cancelled_not_no_show: 'A cancelled booking cannot be a no-show',
  already_no_show: 'This booking is already marked a no-show',
  /** The message names the start: "… before it starts (2026-12-04 10:00 AM)". */
  no_show_before_start: 'A booking cannot be marked a no-show before it starts',
  refund_unpaid: 'Only a paid booking can be refunded',
  cancelled_not_checkout: 'A cancelled booking cannot be checked out',
  already_paid: 'This booking is already paid: refund it first to take the payment again',
  already_refunded: 'This payment is already refunded',
  not_restorable: 'Only a cancelled or no-show booking can be restored',
} as const;
export type BookingStateRefusal = keyof typeof BOOKING_STATE_REFUSALS;
