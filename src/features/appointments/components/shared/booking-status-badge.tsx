// What became of a booking, beside its payment badge: Booked, Completed, Cancelled or No-show
// (docs/decisions.md, Appointments and clients: Status).
import { Badge } from '@mantine/core';
import type { AppointmentStatus } from '@contract/appointments';
import { useT, type AppKey } from '@/lib/i18n/use-t';

/**
 * Outlined, so it never reads as a second payment badge. No shade: the theme's outline shade is
 * the 9th on white and the 5th on dark, both AA (src/app/theme.ts).
 */
const STATUS_BADGES: Record<AppointmentStatus, { label: AppKey; color: string }> = {
  booked: { label: 'diary.status.booked', color: 'blue' },
  completed: { label: 'diary.status.completed', color: 'teal' },
  cancelled: { label: 'diary.status.cancelled', color: 'gray' },
  no_show: { label: 'diary.status.noShow', color: 'red' },
};

interface BookingStatusBadgeProps {
  status: AppointmentStatus;
  /** False where a booking still to come needs no word (a client's visits). */
  withBooked?: boolean;
}

export function BookingStatusBadge({ status, withBooked = true }: BookingStatusBadgeProps) {
  const t = useT();
  if (status === 'booked' && !withBooked) return null;
  const { label, color } = STATUS_BADGES[status];
  return (
    <Badge variant="outline" color={color} tt="none" radius="sm" data-status={status}>
      {t(label)}
    </Badge>
  );
}
