// Who gets a lane in the day view (docs/decisions.md, Team): the active members who work that
// date, in the team's order, and anyone else who has a booking on it (a member deactivated or off
// that day with a booking booked anyway), so no booking is left without its lane.
import dayjs from 'dayjs';
import type { Appointment } from '@contract/appointments';
import type { TeamMember } from '@contract/team';

/** Whether the member's own hours and time off let them work on `date` ("YYYY-MM-DD"). */
function worksOn(member: TeamMember, date: string): boolean {
  if (!member.active) return false;
  if (member.timeOff.some((away) => away.from <= date && date <= away.to)) return false;
  if (member.hours === null) return true;
  // dayjs counts Sunday as 0; the team's weekdays are 1 = Monday ... 7 = Sunday.
  const dayOfWeek = dayjs(date).day() || 7;
  return member.hours.some((day) => day.dayOfWeek === dayOfWeek && day.open);
}

export function dayLanes(
  members: readonly TeamMember[],
  date: string,
  appointments: readonly Appointment[],
): TeamMember[] {
  const booked = new Set(
    appointments.filter((row) => row.book_date === date).map((row) => row.memberId),
  );
  return members
    .filter((member) => worksOn(member, date) || booked.has(member.id))
    .sort((a, b) => a.position - b.position);
}
