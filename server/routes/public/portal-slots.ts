// The booking page's free times with the team (docs/decisions.md, Team): the team's free times
// (server/scheduling/team-free-times.ts, shared with the owner's form) with the page's own
// business rules and its refusal of a member. The slots call, the booking's check inside its
// transaction and the nearest free times of a refusal all ask here, so they agree.
import { addDays } from '@contract/booking-time.js';
import type { Db } from '../../db/database.js';
import { chosenMember } from '../../scheduling/bookable-members.js';
import {
  teamFreeTimes,
  type TeamFreeTimes,
  type TeamFreeTimesRequest,
} from '../../scheduling/team-free-times.js';
import type { PortalBusiness } from './portal-repository.js';

/** 404 or 400 for a member who cannot be asked for (bookable-members.ts, chosenMember). */
export async function portalTeamSlots(
  db: Db,
  business: PortalBusiness,
  request: TeamFreeTimesRequest,
): Promise<TeamFreeTimes> {
  const { memberId, serviceIds } = request;
  return teamFreeTimes(db, business, request, (members) => {
    if (memberId !== undefined) chosenMember(members, memberId, serviceIds);
  });
}

export interface NearestSlot {
  date: string;
  time: string;
  start: string;
}

/**
 * Up to 3 free start times nearest to `date` `time` (a week before to two weeks after), for the
 * member asked for or for "No preference".
 */
export async function nearestSlots(
  db: Db,
  business: PortalBusiness,
  request: Omit<TeamFreeTimesRequest, 'from' | 'to'> & { date: string; time: string },
): Promise<NearestSlot[]> {
  const { days } = await portalTeamSlots(db, business, {
    ...request,
    from: addDays(request.date, -7),
    to: addDays(request.date, 14),
  });
  const wanted = Date.parse(`${request.date}T${request.time}:00Z`);
  return days
    .flatMap((day) =>
      day.slots.map((slot) => ({ date: day.date, time: slot.time, start: slot.start })),
    )
    .map((slot) => ({
      slot,
      distance: Math.abs(Date.parse(`${slot.date}T${slot.time}:00Z`) - wanted),
    }))
    .sort((a, b) => a.distance - b.distance || a.slot.start.localeCompare(b.slot.start))
    .slice(0, 3)
    .map(({ slot }) => slot)
    .sort((a, b) => a.start.localeCompare(b.start));
}
