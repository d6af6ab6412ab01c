// The Team screen's changes (docs/decisions.md, Team), each inside runMutation's transaction
// (server/plugins/idempotency.ts) and answering the member as it now is. Ids in a body that are
// not the business's answer 404, like ids in a path.
import {
  LAST_ACTIVE_MEMBER_CODE,
  LAST_ACTIVE_MEMBER_MESSAGE,
  MEMBER_HAS_FUTURE_BOOKINGS_CODE,
  MEMBER_HAS_FUTURE_BOOKINGS_MESSAGE,
  TEAM_FULL_CODE,
  TEAM_FULL_MESSAGE,
  TEAM_ORDER_MISMATCH_MESSAGE,
  TEAM_SIZE_MAX,
  type TeamMember,
  type TeamMemberCreateBody,
  type TeamMemberUpdateBody,
} from '@contract/team.js';
import type { MemberBreakBody, MemberHoursDayBody, MemberTimeOffBody } from '@contract/team.js';
import { to12Hour } from '@contract/booking-time.js';
import type { Db, DbKind } from '../../db/database.js';
import { coded, HttpError, notFound } from '../../plugins/errors.js';
import { insertMember } from '../../repositories/team-members.js';
import { lockBusiness } from '../../scheduling/booking-plan.js';
import { readMember, readTeam } from './team-reads.js';

export interface TeamContext {
  trx: Db;
  kind: DbKind;
  businessId: number;
  now: Date;
}

/** 404 unless every id is a service of the business. */
async function checkServices(ctx: TeamContext, serviceIds: readonly number[]): Promise<void> {
  if (serviceIds.length === 0) return;
  const found = await ctx.trx
    .selectFrom('services')
    .select('id')
    .where('business_id', '=', ctx.businessId)
    .where('id', 'in', serviceIds)
    .execute();
  if (found.length !== new Set(serviceIds).size) throw notFound('Service');
}

async function touch(ctx: TeamContext, memberId: number, changes: object = {}): Promise<void> {
  await ctx.trx
    .updateTable('team_members')
    .set({ ...changes, updated_at: ctx.now.toISOString() })
    .where('business_id', '=', ctx.businessId)
    .where('id', '=', memberId)
    .execute();
}

export async function createMember(
  ctx: TeamContext,
  body: TeamMemberCreateBody & { serviceIds?: number[] },
): Promise<TeamMember> {
  const count = await ctx.trx
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('business_id', '=', ctx.businessId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= TEAM_SIZE_MAX) throw coded(409, TEAM_FULL_CODE, TEAM_FULL_MESSAGE);
  if (body.serviceIds) await checkServices(ctx, body.serviceIds);
  const id = await insertMember(
    ctx.trx,
    ctx.businessId,
    {
      name: body.name,
      color: body.color,
      phone: body.phone,
      email: body.email,
      capacity: body.capacity,
      serviceIds: body.serviceIds,
    },
    ctx.now,
  );
  return readMember(ctx.trx, ctx.businessId, id);
}

/** The member's bookings not cancelled that end after now, by start: they keep them active. */
async function futureBookings(ctx: TeamContext, memberId: number) {
  const rows = await ctx.trx
    .selectFrom('appointments')
    .select(['id', 'book_date', 'book_time', 'start_at', 'end_at', 'first_name', 'last_name'])
    .where('member_id', '=', memberId)
    .where('business_id', '=', ctx.businessId)
    .where('end_at', '>', ctx.now.toISOString())
    .where('status', '=', 'booked')
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    book_date: row.book_date,
    book_time: to12Hour(row.book_time),
    start: row.start_at,
    end: row.end_at,
    firstName: row.first_name,
    lastName: row.last_name,
  }));
}

export async function updateMember(
  ctx: TeamContext,
  memberId: number,
  body: TeamMemberUpdateBody & { capacity: number; active: boolean },
): Promise<TeamMember> {
  // A booking for this member cannot slip in between the check below and the write.
  await lockBusiness(ctx.trx, ctx.kind, ctx.businessId);
  const stored = await readMember(ctx.trx, ctx.businessId, memberId);
  if (stored.active && !body.active) {
    const others = await ctx.trx
      .selectFrom('team_members')
      .select('id')
      .where('business_id', '=', ctx.businessId)
      .where('active', '=', 1)
      .where('id', '<>', memberId)
      .limit(1)
      .execute();
    if (others.length === 0) throw coded(409, LAST_ACTIVE_MEMBER_CODE, LAST_ACTIVE_MEMBER_MESSAGE);
    const bookings = await futureBookings(ctx, memberId);
    if (bookings.length > 0) {
      throw coded(409, MEMBER_HAS_FUTURE_BOOKINGS_CODE, MEMBER_HAS_FUTURE_BOOKINGS_MESSAGE, {
        bookings,
      });
    }
  }
  await touch(ctx, memberId, {
    name: body.name,
    color: body.color,
    phone: body.phone ?? '',
    email: body.email ?? '',
    capacity: body.capacity,
    active: body.active ? 1 : 0,
  });
  return readMember(ctx.trx, ctx.businessId, memberId);
}

export async function reorderTeam(ctx: TeamContext, memberIds: number[]): Promise<TeamMember[]> {
  const members = await ctx.trx
    .selectFrom('team_members')
    .select('id')
    .where('business_id', '=', ctx.businessId)
    .execute();
  const known = new Set(members.map((member) => member.id));
  if (memberIds.some((id) => !known.has(id))) throw notFound('Team member');
  if (memberIds.length !== known.size) throw new HttpError(400, TEAM_ORDER_MISMATCH_MESSAGE);
  for (const [position, id] of memberIds.entries()) {
    await touch(ctx, id, { position });
  }
  return readTeam(ctx.trx, ctx.businessId);
}

export async function setMemberServices(
  ctx: TeamContext,
  memberId: number,
  serviceIds: number[],
): Promise<TeamMember> {
  await readMember(ctx.trx, ctx.businessId, memberId);
  await checkServices(ctx, serviceIds);
  await ctx.trx.deleteFrom('team_member_services').where('member_id', '=', memberId).execute();
  if (serviceIds.length > 0) {
    await ctx.trx
      .insertInto('team_member_services')
      .values(
        serviceIds.map((serviceId) => ({
          member_id: memberId,
          service_id: serviceId,
          business_id: ctx.businessId,
        })),
      )
      .execute();
  }
  await touch(ctx, memberId);
  return readMember(ctx.trx, ctx.businessId, memberId);
}

export async function setMemberHours(
  ctx: TeamContext,
  memberId: number,
  body: { hours: MemberHoursDayBody[] | null; breaks: MemberBreakBody[] },
): Promise<TeamMember> {
  await readMember(ctx.trx, ctx.businessId, memberId);
  await ctx.trx.deleteFrom('team_member_hours').where('member_id', '=', memberId).execute();
  await ctx.trx.deleteFrom('team_member_breaks').where('member_id', '=', memberId).execute();
  if (body.hours) {
    await ctx.trx
      .insertInto('team_member_hours')
      .values(
        body.hours.map((day) => ({
          member_id: memberId,
          business_id: ctx.businessId,
          day_of_week: day.dayOfWeek,
          open: day.open ? 1 : 0,
          // A day off keeps no times, like a closed special day.
          start_time: day.open ? (day.startTime ?? null) : null,
          end_time: day.open ? (day.endTime ?? null) : null,
          // A split day's second range, checked in the contract (docs/decisions.md, Split days).
          second_start_time: day.open ? (day.secondStartTime ?? null) : null,
          second_end_time: day.open ? (day.secondEndTime ?? null) : null,
        })),
      )
      .execute();
  }
  if (body.breaks.length > 0) {
    await ctx.trx
      .insertInto('team_member_breaks')
      .values(
        body.breaks.map((pause) => ({
          member_id: memberId,
          business_id: ctx.businessId,
          day_of_week: pause.dayOfWeek,
          start_time: pause.startTime,
          end_time: pause.endTime,
        })),
      )
      .execute();
  }
  await touch(ctx, memberId);
  return readMember(ctx.trx, ctx.businessId, memberId);
}

export async function addTimeOff(
  ctx: TeamContext,
  memberId: number,
  body: MemberTimeOffBody & { note: string },
): Promise<TeamMember> {
  await readMember(ctx.trx, ctx.businessId, memberId);
  await ctx.trx
    .insertInto('team_member_time_off')
    .values({
      member_id: memberId,
      business_id: ctx.businessId,
      from_date: body.from,
      to_date: body.to,
      note: body.note,
    })
    .execute();
  await touch(ctx, memberId);
  return readMember(ctx.trx, ctx.businessId, memberId);
}

export async function removeTimeOff(
  ctx: TeamContext,
  memberId: number,
  timeOffId: number,
): Promise<TeamMember> {
  await readMember(ctx.trx, ctx.businessId, memberId);
  const removed = await ctx.trx
    .deleteFrom('team_member_time_off')
    .where('id', '=', timeOffId)
    .where('member_id', '=', memberId)
    .where('business_id', '=', ctx.businessId)
    .returning('id')
    .execute();
  if (removed.length === 0) throw notFound('Time off');
  await touch(ctx, memberId);
  return readMember(ctx.trx, ctx.businessId, memberId);
}
