// Who performs a booking the owner makes or moves, and the per-member checks, inside the
// transaction that writes it after the business is locked (booking-plan.ts, lockBusiness): the
// member must perform every service, be inside their own hours and not on time off, and have
// room within their capacity; "Anyone available" takes the member the rule of docs/decisions.md
// (Team) picks. Every refusal but an inactive member is the owner's to override with force.
import {
  dayNumber,
  instantToLocal,
  isoWeekday,
  to12Hour,
  WEEKDAY_NAMES,
} from '@contract/booking-time.js';
import type { ErrorParams } from '@contract/common.js';
import {
  conflictCode,
  MEMBER_INACTIVE_CODE,
  NO_ACTIVE_MEMBER_CODE,
  NO_ACTIVE_MEMBER_MESSAGE,
  type ConflictReason,
} from '@contract/appointments.js';
import type { Db } from '../../db/database.js';
import { coded, HttpError, notFound } from '../../plugins/errors.js';
import type { Business, PlannedBooking } from '../../scheduling/booking-plan.js';
import {
  absence,
  type Absence,
  bookedMinutesOn,
  findMemberOverload,
  readMemberRules,
  servicesNotPerformed,
  type MemberRules,
} from '../../scheduling/member-rules.js';

const localTime = (instant: string, timeZone: string) =>
  instantToLocal(new Date(instant), timeZone).time;

const conflict = (
  message: string,
  reason: ConflictReason,
  memberId: number,
  params: ErrorParams,
  extra = {},
) =>
  coded(409, conflictCode(reason), message, { conflict: { reason, memberId, ...extra } }, params);

/**
 * The spec's sentence of a member away, and its values for the app's own wording: `kind` says
 * which of the three it is, times on the 24-hour clock (docs/decisions.md, API).
 */
function awaySentence(
  name: string,
  away: Absence,
  date: string,
): { message: string; params: ErrorParams } {
  const weekdayNumber = isoWeekday(date);
  const weekday = WEEKDAY_NAMES[weekdayNumber - 1] ?? '';
  switch (away.kind) {
    case 'time_off': {
      const when = away.from === away.to ? `on ${away.from}` : `from ${away.from} to ${away.to}`;
      return {
        message: `${name} is away ${when}${away.note ? ` (${away.note})` : ''}`,
        params: {
          kind: away.kind,
          member: name,
          from: away.from,
          to: away.to,
          days: dayNumber(away.to) - dayNumber(away.from) + 1,
        },
      };
    }
    case 'day_off':
      return {
        message: `${name} does not work on ${weekday}s`,
        params: { kind: away.kind, member: name, weekday: weekdayNumber },
      };
    case 'outside_hours':
      // A split day names both ranges: "09:00 AM–12:00 PM, 02:00 PM–06:00 PM" (Split days).
      return {
        message: `Outside ${name}'s hours (${weekday} ${away.ranges
          .map((range) => `${to12Hour(range.start)}–${to12Hour(range.end)}`)
          .join(', ')})`,
        params: {
          kind: 'hours',
          member: name,
          weekday: weekdayNumber,
          hours: away.ranges.map((range) => `${range.start}–${range.end}`).join(', '),
        },
      };
  }
}

/** Throws the first reason the member cannot take the booking; nothing when they can. */
async function checkMember(
  trx: Db,
  business: Business,
  member: MemberRules,
  plan: PlannedBooking,
  excludeId: number | undefined,
): Promise<void> {
  const missing = servicesNotPerformed(
    member,
    plan.items.map((item) => item.service_id),
  );
  if (missing.length > 0) {
    const names = plan.items
      .filter((item) => missing.includes(item.service_id))
      .map((item) => item.name);
    const services = [...new Set(names)].join(', ');
    throw conflict(`${member.name} does not do ${services}`, 'member_services', member.id, {
      member: member.name,
      services,
    });
  }
  const away = absence(member, plan, business.timezone);
  if (away) {
    const { message, params } = awaySentence(member.name, away, plan.book_date);
    throw conflict(message, 'member_away', member.id, params);
  }
  const other = await findMemberOverload(trx, business.id, member, plan, excludeId);
  if (other) {
    const from = localTime(other.start_at, business.timezone);
    const to = localTime(other.end_at, business.timezone);
    // A walk-in may have no last name (docs/decisions.md, Appointments and clients).
    const name = `${other.first_name} ${other.last_name}`.trim();
    throw conflict(
      `This time overlaps BID${other.id}, ${name} ${to12Hour(from)}–${to12Hour(to)}`,
      'overlap',
      member.id,
      { bookingId: other.id, client: name, from, to },
      {
        appointment: {
          id: other.id,
          book_date: other.book_date,
          book_time: to12Hour(other.book_time),
          start: other.start_at,
          end: other.end_at,
          firstName: other.first_name,
          lastName: other.last_name,
          memberId: member.id,
        },
      },
    );
  }
}

async function passes(
  trx: Db,
  business: Business,
  member: MemberRules,
  plan: PlannedBooking,
  excludeId: number | undefined,
): Promise<boolean> {
  try {
    await checkMember(trx, business, member, plan, excludeId);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

export interface MemberChoice {
  /** A member's id; null or undefined for "Anyone available". */
  memberId: number | null | undefined;
  /** The booking's member now, on a move: it may stay with them even if they were deactivated. */
  currentMemberId?: number;
  force?: boolean;
  /** The booking being moved: its own time is not counted against it. */
  excludeId?: number;
}

/**
 * The member who takes the booking. A named one must be the business's (404 otherwise) and
 * active, and passes the checks unless `force`. "Anyone available" is the active member who
 * passes them with the fewest minutes booked that day, then the first in the order; when nobody
 * passes, the first active member in the order, checked as if named (so the refusal says why,
 * and force books them, as an entry queued before the team existed replays).
 */
export async function chooseMember(
  trx: Db,
  business: Business,
  plan: PlannedBooking,
  choice: MemberChoice,
): Promise<number> {
  const dates = { from: plan.book_date, to: plan.book_date };
  if (typeof choice.memberId === 'number') {
    const [member] = await readMemberRules(trx, business.id, dates, [choice.memberId]);
    if (!member) throw notFound('Team member');
    if (!member.active && member.id !== choice.currentMemberId) {
      throw coded(
        409,
        MEMBER_INACTIVE_CODE,
        `${member.name} is not active: choose another team member`,
        {},
        { member: member.name },
      );
    }
    if (!choice.force) await checkMember(trx, business, member, plan, choice.excludeId);
    return member.id;
  }

  const active = (await readMemberRules(trx, business.id, dates)).filter((m) => m.active);
  const minutes = await bookedMinutesOn(trx, business.id, plan.book_date, choice.excludeId);
  let best: MemberRules | undefined;
  for (const member of active) {
    if (!(await passes(trx, business, member, plan, choice.excludeId))) continue;
    // `active` is in order, so on a tie the earlier member stays.
    if (!best || (minutes.get(member.id) ?? 0) < (minutes.get(best.id) ?? 0)) best = member;
  }
  if (best) return best.id;
  const [first] = active;
  if (!first) throw coded(409, NO_ACTIVE_MEMBER_CODE, NO_ACTIVE_MEMBER_MESSAGE);
  if (!choice.force) await checkMember(trx, business, first, plan, choice.excludeId);
  return first.id;
}
