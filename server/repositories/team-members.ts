// The team's rows as the rest of the server needs them (docs/decisions.md, Team): the owner's
// member written at registration, a new member's place at the end of the order, and the member a
// booking without one falls back to. Registration (auth), the catalogue, the diary, the demo and
// the Team screen's routes all use these, so no route folder owns them.
import { TEAM_COLORS } from '../../contract/team.js';
import type { Db } from '../db/database.js';
import { notFound } from '../plugins/errors.js';

/** The next free position: after every member, inactive ones too. */
export async function nextMemberPosition(trx: Db, businessId: number): Promise<number> {
  const row = await trx
    .selectFrom('team_members')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export interface NewMember {
  name: string;
  color?: string;
  phone?: string;
  email?: string;
  capacity?: number;
  /** Every service of the business when absent. */
  serviceIds?: readonly number[];
}

/** Adds a member at the end of the order; answers their id. */
export async function insertMember(
  trx: Db,
  businessId: number,
  member: NewMember,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const position = await nextMemberPosition(trx, businessId);
  const row = await trx
    .insertInto('team_members')
    .values({
      business_id: businessId,
      name: member.name,
      color: member.color ?? TEAM_COLORS[position % TEAM_COLORS.length] ?? 'blue',
      phone: member.phone ?? '',
      email: member.email ?? '',
      active: 1,
      position,
      capacity: member.capacity ?? 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const serviceIds =
    member.serviceIds ??
    (
      await trx
        .selectFrom('services')
        .select('id')
        .where('business_id', '=', businessId)
        .orderBy('id')
        .execute()
    ).map((service) => service.id);
  if (serviceIds.length > 0) {
    await trx
      .insertInto('team_member_services')
      .values(
        serviceIds.map((serviceId) => ({
          member_id: row.id,
          service_id: serviceId,
          business_id: businessId,
        })),
      )
      .execute();
  }
  return row.id;
}

/**
 * The owner becomes the business's first member at registration, as migration 011 made every
 * existing owner one: one client at a time, the business's default "clients at the same time",
 * performing every service (a new business has none yet).
 */
export async function createOwnerMember(
  trx: Db,
  businessId: number,
  owner: { firstName: string; lastName: string },
  now: Date,
): Promise<number> {
  return insertMember(
    trx,
    businessId,
    { name: `${owner.firstName} ${owner.lastName}`.trim() },
    now,
  );
}

/** 404 unless the member is the business's, active or not: another business's id is unknown. */
export async function assertTeamMember(
  db: Db,
  businessId: number,
  memberId: number,
): Promise<void> {
  const member = await db
    .selectFrom('team_members')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw notFound('Team member');
}

/**
 * The first active member in the order: who gets a booking that names none and has nobody
 * better, e.g. an outbox entry queued before the team existed (docs/decisions.md, Team).
 * Every business has one: the last active member cannot be deactivated.
 */
export async function firstActiveMemberId(trx: Db, businessId: number): Promise<number> {
  const row = await trx
    .selectFrom('team_members')
    .select('id')
    .where('business_id', '=', businessId)
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  // Only a database edited by hand has none: the last active member cannot be deactivated.
  if (!row) throw new Error(`Business ${businessId} has no active team member`);
  return row.id;
}

/**
 * A new service goes to every active member, or to exactly the members the owner named: 404 when
 * one is not the business's (docs/decisions.md, Team).
 */
export async function giveServiceToMembers(
  trx: Db,
  businessId: number,
  serviceId: number,
  memberIds?: readonly number[],
): Promise<void> {
  let query = trx.selectFrom('team_members').select('id').where('business_id', '=', businessId);
  query = memberIds
    ? query.where('id', 'in', memberIds.length > 0 ? memberIds : [0])
    : query.where('active', '=', 1);
  const members = await query.execute();
  if (memberIds && members.length !== memberIds.length) throw notFound('Team member');
  if (members.length === 0) return;
  await trx
    .insertInto('team_member_services')
    .values(
      members.map((member) => ({
        member_id: member.id,
        service_id: serviceId,
        business_id: businessId,
      })),
    )
    .execute();
}
