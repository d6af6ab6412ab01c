// Who performs a booking the owner makes or moves, and the per-member checks, inside the
// transaction that writes it after the business is locked (booking-plan.ts, lockBusiness): the
// member must perform every service, be inside their own hours and not on time off, and have
// room within their capacity; "Anyone available" takes the member the rule of docs/decisions.md
// (Team) picks. Every refusal but an inactive member is the owner's to override with force.
import { instantToLocal, to12Hour, WEEKDAY_NAMES } from '../../../contract/booking-time.js';
import { isoWeekday } from '../../../contract/booking-time.js';
import {
  conflictCode,
  MEMBER_INACTIVE_CODE,
  NO_ACTIVE_MEMBER_CODE,
  NO_ACTIVE_MEMBER_MESSAGE,
  type ConflictReason,
} from '../../../contract/appointments.js';
import type { Db } from '../../db/database.js';
import { coded, HttpError, notFound } from '../../plugins/errors.js';
import type { Business, PlannedBooking } from '../../scheduling/booking-plan.js';
import {
  absence,
  bookedMinutesOn,
  findMemberOverload,
  readMemberRules,
  servicesNotPerformed,
  type MemberRules,
} from '../../scheduling/member-rules.js';

const localTime12 = (instant: string, timeZone: string) =>
  to12Hour(instantToLocal(new Date(instant), timeZone).time);

const conflict = (message: string, reason: ConflictReason, memberId: number, extra = {}) =>
  coded(409, conflictCode(reason), message, { conflict: { reason, memberId, ...extra } });

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
    throw conflict(
      `${member.name} does not do ${[...new Set(names)].join(', ')}`,
      'member_services',
      member.id,
    );
  }
  const away = absence(member, plan, business.timezone);
  if (away) {
    const weekday = WEEKDAY_NAMES[isoWeekday(plan.book_date) - 1] ?? '';
    const message =
      away.kind === 'time_off'
        ? `${member.name} is away ${away.from === away.to ? `on ${away.from}` : `from ${away.from} to ${away.to}`}${away.note ? ` (${away.note})` : ''}`
        : away.kind === 'day_off'
          ? `${member.name} does not work on ${weekday}s`
          : `Outside ${member.name}'s hours (${weekday} ${to12Hour(away.startTime)}–${to12Hour(away.endTime)})`;
    throw conflict(message, 'member_away', member.id);
  }
  const other = await findMemberOverload(trx, business.id, member, plan, excludeId);
  if (other) {
    const from = localTime12(other.start_at, business.timezone);
    const to = localTime12(other.end_at, business.timezone);
    // A walk-in may have no last name (docs/decisions.md, Appointments and clients).
    const name = `${other.first_name} ${other.last_name}`.trim();
    throw conflict(
      `This time overlaps BID${other.id}, ${name} ${from}–${to}`,
      'overlap',
      member.id,
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
