// The booking page's free times with the team (docs/decisions.md, Team): the business's slot
// settings and its active members read for the dates asked, then the team's engine
// (contract/availability/team-slots.ts). The slots call, the booking's check inside its
// transaction and the nearest free times of a refusal all ask here, so they agree.
import { findTeamSlots, type TeamDaySlots } from '../../../contract/availability/team-slots.js';
import { addDays } from '../../../contract/booking-time.js';
import type { Db } from '../../db/database.js';
import {
  chosenMember,
  readBookableMembers,
  withBookings,
  type BookableMember,
} from '../../scheduling/bookable-members.js';
import { slotSettings } from '../../scheduling/slot-settings.js';
import type { PortalBusiness } from './portal-repository.js';

export interface PortalSlotsRequest {
  from: string;
  to: string;
  serviceIds: readonly number[];
  durationMinutes: number;
  /** The member asked for; absent for "No preference". */
  memberId?: number;
  now: Date;
}

export interface PortalTeamSlots {
  /** Each start lists the members free then, the one "No preference" gives it to first. */
  days: TeamDaySlots[];
  members: BookableMember[];
  /** The same dates as if nobody had booked: what the business offers at all. */
  unbooked: () => TeamDaySlots[];
}

/** 404 or 400 for a member who cannot be asked for (bookable-members.ts, chosenMember). */
export async function portalTeamSlots(
  db: Db,
  business: PortalBusiness,
  request: PortalSlotsRequest,
): Promise<PortalTeamSlots> {
  const { from, to, serviceIds, memberId } = request;
  const [settings, members] = await Promise.all([
    slotSettings(db, business, from, to),
    readBookableMembers(db, business.id, from, to),
  ]);
  if (memberId !== undefined) chosenMember(members, memberId, serviceIds);
  const query = {
    ...settings,
    durationMinutes: request.durationMinutes,
    from,
    to,
    now: request.now.toISOString(),
    serviceIds,
    memberId,
  };
  return {
    days: findTeamSlots({ ...query, members: withBookings(members, settings.bookings) }),
    members,
    unbooked: () => findTeamSlots({ ...query, bookings: [], members: withBookings(members, []) }),
  };
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
  request: Omit<PortalSlotsRequest, 'from' | 'to'> & { date: string; time: string },
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
