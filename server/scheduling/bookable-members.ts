// The active members as the team's slot engine (contract/availability/team-slots.ts) takes them,
// from the team's one reader (member-rules.ts): their services, own weekday hours, breaks, time
// off over the dates asked and capacity, and (from slot-settings.ts's one read of the bookings)
// their bookings. The free times of the booking page and of the owner's form
// (team-free-times.ts) and the page's booking use them (docs/decisions.md, Team). Nothing here is
// a member's phone or e-mail.
import { memberEngineRules } from '../../contract/availability/owner-slots.js';
import type { TeamMemberRules } from '../../contract/availability/team-slots.js';
import type { Db } from '../db/database.js';
import { HttpError, withValues } from '../plugins/errors.js';
import { readMemberRules, type MemberRules } from './member-rules.js';
import type { MemberBooking } from './slot-settings.js';

/** An active member as the engine and the booking page see them; bookings are added later. */
export interface BookableMember extends Omit<TeamMemberRules, 'bookings'> {
  name: string;
  /** Ascending. */
  serviceIds: number[];
}

/** The business's active members by position, with their rules for the dates `from` to `to`. */
export async function readBookableMembers(
  db: Db,
  businessId: number,
  from: string,
  to: string,
): Promise<BookableMember[]> {
  const members = await readMemberRules(db, businessId, { from, to });
  return members.filter((member) => member.active).map(engineRules);
}

/**
 * The same conversion the device makes from the team's answer (owner-slots.ts), so the server's
 * free times and the device's offline ones read a member alike: no own hours follows the business's,
 * and a split day keeps its second range (docs/decisions.md, Team; Split days).
 */
function engineRules(member: MemberRules): BookableMember {
  const serviceIds = [...member.serviceIds].sort((a, b) => a - b);
  const hours =
    member.hours && [...member.hours].map(([dayOfWeek, day]) => ({ dayOfWeek, ...day }));
  return {
    ...memberEngineRules({ ...member, serviceIds, hours }),
    name: member.name,
    serviceIds,
  };
}

/** The members with their own bookings out of the business's (slot-settings.ts). */
export function withBookings(
  members: readonly BookableMember[],
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
  members: readonly BookableMember[],
  memberId: number,
  serviceIds: readonly number[],
): BookableMember {
  const member = members.find((candidate) => candidate.id === memberId);
  if (!member) throw new HttpError(404, 'There is no such team member to book with here');
  if (!serviceIds.every((id) => member.serviceIds.includes(id))) {
    throw withValues(
      400,
      `${member.name} does not do every service chosen. Choose another team member or "No preference".`,
      { member: member.name },
    );
  }
  return member;
}
