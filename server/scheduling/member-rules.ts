// What the team's slot engine (contract/availability/team-slots.ts) needs of a business's active
// members: their services, their own weekday hours and breaks, their time off over the dates
// asked, their capacity, and (from slot-settings.ts's one read of the bookings) their bookings.
// The booking page's calls read it (server/routes/public/; docs/decisions.md, Team). Nothing here
// is a member's phone or e-mail.
import type { DayHours, IsoWeekday } from '../../contract/availability/date-hours.js';
import type { TeamMemberRules } from '../../contract/availability/team-slots.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../plugins/errors.js';
import type { MemberBooking } from './slot-settings.js';

/** An active member as the engine and the booking page see them; bookings are added later. */
export interface ActiveMember extends Omit<TeamMemberRules, 'bookings'> {
  name: string;
  color: string;
  /** Ascending. */
  serviceIds: number[];
}

/** The business's active members by position, with their rules for the dates `from` to `to`. */
export async function readActiveMembers(
  db: Db,
  businessId: number,
  from: string,
  to: string,
): Promise<ActiveMember[]> {
  const [members, services, hours, breaks, timeOff] = await Promise.all([
    db
      .selectFrom('team_members')
      .select(['id', 'name', 'color', 'capacity'])
      .where('business_id', '=', businessId)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('team_member_services')
      .select(['member_id', 'service_id'])
      .where('business_id', '=', businessId)
      .orderBy('service_id')
      .execute(),
    db
      .selectFrom('team_member_hours')
      .select(['member_id', 'day_of_week', 'open', 'start_time', 'end_time'])
      .where('business_id', '=', businessId)
      .execute(),
    db
      .selectFrom('team_member_breaks')
      .select(['member_id', 'day_of_week', 'start_time', 'end_time'])
      .where('business_id', '=', businessId)
      .execute(),
    db
      .selectFrom('team_member_time_off')
      .select(['member_id', 'from_date', 'to_date'])
      .where('business_id', '=', businessId)
      .where('to_date', '>=', from)
      .where('from_date', '<=', to)
      .execute(),
  ]);
  return members.map((member) => {
    const own = hours.filter((row) => row.member_id === member.id);
    const ownBreaks = breaks.filter((row) => row.member_id === member.id);
    // No rows: the member follows the business's hours (docs/decisions.md, Team).
    const weeklyHours: Partial<Record<IsoWeekday, DayHours>> = {};
    for (const day of own) {
      weeklyHours[day.day_of_week as IsoWeekday] = {
        open: day.open === 1,
        openingTime: day.start_time,
        closingTime: day.end_time,
        breaks: ownBreaks
          .filter((pause) => pause.day_of_week === day.day_of_week)
          .map((pause) => ({ start: pause.start_time, end: pause.end_time })),
      };
    }
    return {
      id: member.id,
      name: member.name,
      color: member.color,
      capacity: member.capacity,
      serviceIds: services
        .filter((row) => row.member_id === member.id)
        .map((row) => row.service_id),
      weeklyHours: own.length > 0 ? weeklyHours : undefined,
      timeOff: timeOff
        .filter((range) => range.member_id === member.id)
        .map((range) => ({ from: range.from_date, to: range.to_date })),
    };
  });
}

/** The members with their own bookings out of the business's (slot-settings.ts). */
export function withBookings(
  members: readonly ActiveMember[],
  bookings: readonly MemberBooking[],
): TeamMemberRules[] {
  return members.map((member) => ({
    ...member,
    bookings: bookings.filter((booking) => booking.memberId === member.id),
  }));
}

/**
 * The member a client asked for, checked: 404 when the business has no such active member
 * (another business's id answers as an unknown one), 400 when they do not perform every chosen
 * service.
 */
export function chosenMember(
  members: readonly ActiveMember[],
  memberId: number,
  serviceIds: readonly number[],
): ActiveMember {
  const member = members.find((candidate) => candidate.id === memberId);
  if (!member) throw new HttpError(404, 'There is no such team member to book with here');
  if (!serviceIds.every((id) => member.serviceIds.includes(id))) {
    throw new HttpError(
      400,
      `${member.name} does not do every service chosen. Choose another team member or "No preference".`,
    );
  }
  return member;
}
