// Reading the server's 409 about a booking (contract/appointments.ts, appointmentConflictSchema):
// why it was refused and what the owner may do about it (docs/offline.md, Conflicts).
import { appointmentConflictSchema } from '@contract/appointments';

const conflictSchema = appointmentConflictSchema.shape.conflict.unwrap();
export type BookingConflict = ReturnType<typeof conflictSchema.parse>;

/** The conflict as the server described it, or undefined when it is none the app knows. */
export function readBookingConflict(conflict: unknown): BookingConflict | undefined {
  const parsed = conflictSchema.safeParse(conflict);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Whether "Book anyway" (`force`) can overrule it: every reason but a booking changed meanwhile
 * (a taken slot, closed hours, a member who does not perform a service or is away; docs/decisions.md,
 * Team).
 */
export function isOverrulableSlot(conflict: unknown): boolean {
  const reason = readBookingConflict(conflict)?.reason;
  return reason !== undefined && reason !== 'changed';
}
