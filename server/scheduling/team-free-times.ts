// Who is free when, for the booking page and the owner's "New booking" form alike
// (docs/decisions.md, Team; Free times in the owner's form): the business's slot settings and its
// active members read for the dates asked, then the team's engine
// (contract/availability/team-slots.ts). The callers differ only in the business they hand in
// (its notice, horizon and salon ceiling) and in how they refuse a member; the times themselves
// come from here, so the two cannot drift.
import { findTeamSlots, type TeamDaySlots } from '../../contract/availability/team-slots.js';
import type { Db } from '../db/database.js';
import { readBookableMembers, withBookings, type BookableMember } from './bookable-members.js';
import { slotSettings, type SlotBusiness } from './slot-settings.js';

export interface TeamFreeTimesRequest {
  from: string;
  to: string;
  serviceIds: readonly number[];
  durationMinutes: number;
  /** The member asked for; absent for "No preference" or "Anyone available". */
  memberId?: number;
  now: Date;
}

export interface TeamFreeTimes {
  /** Each start lists the members free then, the one "No preference" gives it to first. */
  days: TeamDaySlots[];
  members: BookableMember[];
  /** The same dates as if nobody had booked: what the business offers at all. */
  unbooked: () => TeamDaySlots[];
}

/**
 * `checkMembers` sees the active members before any time is computed, to refuse the member asked
 * for by the caller's own rule (the booking page's: bookable-members.ts, chosenMember).
 */
export async function teamFreeTimes(
  db: Db,
  business: SlotBusiness,
  request: TeamFreeTimesRequest,
  checkMembers: (members: readonly BookableMember[]) => void = () => undefined,
): Promise<TeamFreeTimes> {
  const { from, to } = request;
  const [settings, members] = await Promise.all([
    slotSettings(db, business, from, to),
    readBookableMembers(db, business.id, from, to),
  ]);
  checkMembers(members);
  const query = {
    ...settings,
    durationMinutes: request.durationMinutes,
    from,
    to,
    now: request.now.toISOString(),
    serviceIds: request.serviceIds,
    memberId: request.memberId,
  };
  return {
    days: findTeamSlots({ ...query, members: withBookings(members, settings.bookings) }),
    members,
    unbooked: () => findTeamSlots({ ...query, bookings: [], members: withBookings(members, []) }),
  };
}
