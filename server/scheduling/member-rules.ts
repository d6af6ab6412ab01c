// What the diary needs to know of the team to book one of them (docs/decisions.md, Team): each
// member's services, own weekday hours, breaks and time off, read once per booking inside its
// transaction; whether a member is away at a time; how many minutes they already have that day;
// and the bookings a new one would overload for a member. The booking checks
// (server/routes/appointments/member-checks.ts) and the free times (bookable-members.ts) read
// these. A member's day may be split in two ranges as the business's may (docs/decisions.md,
// Split days): the checks here and the team's engine (bookable-members.ts) read both through
// `openingRanges`.
import { peakLoad } from '../../contract/availability/peak-load.js';
import {
  isoWeekday,
  openingRanges,
  withinOpeningHours,
  type OpeningRange,
} from '../../contract/booking-time.js';
import type { Db } from '../db/database.js';
import type { OverlappingBooking } from './booking-plan.js';

export interface MemberDay {
  open: boolean;
  /** The first (or only) range: 'HH:mm', null on a day off. */
  startTime: string | null;
  endTime: string | null;
  /** A split day's second range; null without one. */
  secondStartTime: string | null;
  secondEndTime: string | null;
}

/** The ranges a member works on a day of their own hours, in order (openingRanges' rule). */
export function memberRanges(day: MemberDay): OpeningRange[] {
  return openingRanges({
    open: day.open,
    openingTime: day.startTime,
    closingTime: day.endTime,
    secondOpeningTime: day.secondStartTime,
    secondClosingTime: day.secondEndTime,
  });
}

export interface MemberRules {
  id: number;
  name: string;
  active: boolean;
  position: number;
  capacity: number;
  serviceIds: ReadonlySet<number>;
  /** By ISO weekday; null follows the business's hours. */
  hours: ReadonlyMap<number, MemberDay> | null;
  breaks: readonly { dayOfWeek: number; startTime: string; endTime: string }[];
  /** Whole local dates away, both inclusive; only those reaching the dates asked for. */
  timeOff: readonly { from: string; to: string; note: string }[];
}

/** The business's members (all, or those of `memberIds`), by position, with their rules. */
export async function readMemberRules(
  db: Db,
  businessId: number,
  dates: { from: string; to: string },
  memberIds?: readonly number[],
): Promise<MemberRules[]> {
  let query = db
    .selectFrom('team_members')
    .select(['id', 'name', 'active', 'position', 'capacity'])
    .where('business_id', '=', businessId)
    .orderBy('position')
    .orderBy('id');
  if (memberIds) query = query.where('id', 'in', memberIds.length > 0 ? memberIds : [0]);
  const members = await query.execute();
  if (members.length === 0) return [];
  const ids = members.map((member) => member.id);
  const [services, hours, breaks, timeOff] = await Promise.all([
    db
      .selectFrom('team_member_services')
      .select(['member_id', 'service_id'])
      .where('member_id', 'in', ids)
      .execute(),
    db
      .selectFrom('team_member_hours')
      .select([
        'member_id',
        'day_of_week',
        'open',
        'start_time',
        'end_time',
        'second_start_time',
        'second_end_time',
      ])
      .where('member_id', 'in', ids)
      .execute(),
    db
      .selectFrom('team_member_breaks')
      .select(['member_id', 'day_of_week', 'start_time', 'end_time'])
      .where('member_id', 'in', ids)
      .execute(),
    db
      .selectFrom('team_member_time_off')
      .select(['member_id', 'from_date', 'to_date', 'note'])
      .where('member_id', 'in', ids)
      .where('to_date', '>=', dates.from)
      .where('from_date', '<=', dates.to)
      .orderBy('from_date')
      .execute(),
  ]);
  return members.map((member) => {
    const own = hours.filter((row) => row.member_id === member.id);
    return {
      id: member.id,
      name: member.name,
      active: member.active === 1,
      position: member.position,
      capacity: Math.max(1, member.capacity),
      serviceIds: new Set(
        services.filter((row) => row.member_id === member.id).map((row) => row.service_id),
      ),
      hours:
        own.length === 0
          ? null
          : new Map(
              own.map((row) => [
                row.day_of_week,
                {
                  open: row.open === 1,
                  startTime: row.start_time,
                  endTime: row.end_time,
                  secondStartTime: row.second_start_time,
                  secondEndTime: row.second_end_time,
                },
              ]),
            ),
      breaks: breaks
        .filter((row) => row.member_id === member.id)
        .map((row) => ({
          dayOfWeek: row.day_of_week,
          startTime: row.start_time,
          endTime: row.end_time,
        })),
      timeOff: timeOff
        .filter((row) => row.member_id === member.id)
        .map((row) => ({ from: row.from_date, to: row.to_date, note: row.note })),
    };
  });
}

/** The services of `serviceIds` the member does not perform. */
export function servicesNotPerformed(member: MemberRules, serviceIds: readonly number[]): number[] {
  return serviceIds.filter((id) => !member.serviceIds.has(id));
}

export type Absence =
  | { kind: 'time_off'; from: string; to: string; note: string }
  | { kind: 'day_off' }
  | { kind: 'outside_hours'; ranges: OpeningRange[] };

/**
 * Why the member cannot take a booking at this time, or undefined when they can: time off on
 * its date, a day off in their own hours, or a time outside them (inside one of a split day's two
 * ranges, never in its gap or across it). Breaks are not checked, as the
 * business's are not: the owner books into a break on purpose (docs/decisions.md, Team).
 */
export function absence(
  member: MemberRules,
  plan: { book_date: string; start_at: string; end_at: string },
  timeZone: string,
): Absence | undefined {
  const away = member.timeOff.find(
    (range) => range.from <= plan.book_date && plan.book_date <= range.to,
  );
  if (away) return { kind: 'time_off', ...away };
  const day = member.hours?.get(isoWeekday(plan.book_date));
  if (!member.hours) return undefined;
  if (!day?.open || !day.startTime || !day.endTime) return { kind: 'day_off' };
  const within = withinOpeningHours(plan.start_at, plan.end_at, timeZone, {
    open: true,
    openingTime: day.startTime,
    closingTime: day.endTime,
    secondOpeningTime: day.secondStartTime,
    secondClosingTime: day.secondEndTime,
  });
  return within ? undefined : { kind: 'outside_hours', ranges: memberRanges(day) };
}

/**
 * The first booking (by start) of the member that the plan overlaps when the member's capacity
 * is already reached within the plan's time; undefined when it fits. Cancelled bookings hold no
 * time; touching is not overlapping (the business-wide rule of booking-plan.ts, per member).
 */
export async function findMemberOverload(
  trx: Db,
  businessId: number,
  member: { id: number; capacity: number },
  plan: { start_at: string; end_at: string },
  excludeId?: number,
): Promise<OverlappingBooking | undefined> {
  let query = trx
    .selectFrom('appointments')
    .select(['id', 'book_date', 'book_time', 'start_at', 'end_at', 'first_name', 'last_name'])
    .where('member_id', '=', member.id)
    .where('business_id', '=', businessId)
    .where('end_at', '>', plan.start_at)
    .where('start_at', '<', plan.end_at)
    .where('status', '<>', 'cancelled')
    .orderBy('start_at')
    .orderBy('id');
  if (excludeId !== undefined) query = query.where('id', '<>', excludeId);
  const overlapping = await query.execute();
  const first = overlapping[0];
  if (!first) return undefined;
  const spans = overlapping.map((row) => ({
    start: Date.parse(row.start_at),
    end: Date.parse(row.end_at),
  }));
  const load = peakLoad(spans, Date.parse(plan.start_at), Date.parse(plan.end_at));
  return load >= member.capacity ? first : undefined;
}

/** Minutes each member already has booked (not cancelled) on a local date. */
export async function bookedMinutesOn(
  trx: Db,
  businessId: number,
  date: string,
  excludeId?: number,
): Promise<Map<number, number>> {
  let query = trx
    .selectFrom('appointments')
    .select(['member_id', 'start_at', 'end_at'])
    .where('business_id', '=', businessId)
    .where('book_date', '=', date)
    .where('status', '<>', 'cancelled');
  if (excludeId !== undefined) query = query.where('id', '<>', excludeId);
  const minutes = new Map<number, number>();
  for (const row of await query.execute()) {
    if (row.member_id === null) continue;
    const length = (Date.parse(row.end_at) - Date.parse(row.start_at)) / 60_000;
    minutes.set(row.member_id, (minutes.get(row.member_id) ?? 0) + length);
  }
  return minutes;
}
