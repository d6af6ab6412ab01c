// What became of a booking, beside its payment badge: Booked, Completed, Cancelled or No-show
// (docs/decisions.md, Appointments and clients: Status).
import { Badge } from '@mantine/core';
import type { AppointmentStatus } from '../../../../../contract/appointments';

/**
 * Outlined, so it never reads as a second payment badge. No shade: the theme's outline shade is
 * the 9th on white and the 5th on dark, both AA (src/app/theme.ts).
 */
const STATUS_BADGES: Record<AppointmentStatus, { label: string; color: string }> = {
  booked: { label: 'Booked', color: 'blue' },
  completed: { label: 'Completed', color: 'teal' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  no_show: { label: 'No-show', color: 'red' },
};

interface BookingStatusBadgeProps {
  status: AppointmentStatus;
  /** False where a booking still to come needs no word (a client's visits). */
  withBooked?: boolean;
}

export function BookingStatusBadge({ status, withBooked = true }: BookingStatusBadgeProps) {
  if (status === 'booked' && !withBooked) return null;
  const { label, color } = STATUS_BADGES[status];
  return (
    <Badge variant="outline" color={color} tt="none" radius="sm" data-status={status}>
      {label}
    </Badge>
  );
}
