// The team as GET /api/team and every write's answer show it (docs/decisions.md, Team): each
// member with their services, own hours (null while they follow the business's), breaks and
// time off, scoped to the business.
import type { TeamMember, TeamColor } from '@contract/team.js';
import { TEAM_COLORS } from '@contract/team.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../plugins/errors.js';

const isTeamColor = (color: string): color is TeamColor =>
  (TEAM_COLORS as readonly string[]).includes(color);

/** The business's members (all, or the one of `memberId`), by position. */
export async function readTeam(
  db: Db,
  businessId: number,
  memberId?: number,
): Promise<TeamMember[]> {
  let query = db
    .selectFrom('team_members')
    .select(['id', 'name', 'color', 'phone', 'email', 'active', 'position', 'capacity'])
    .where('business_id', '=', businessId)
    .orderBy('position')
    .orderBy('id');
  if (memberId !== undefined) query = query.where('id', '=', memberId);
  const members = await query.execute();
  if (members.length === 0) return [];
  const ids = members.map((member) => member.id);
  const [services, hours, breaks, timeOff] = await Promise.all([
    db
      .selectFrom('team_member_services')
      .select(['member_id', 'service_id'])
      .where('member_id', 'in', ids)
      .orderBy('service_id')
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
      .orderBy('day_of_week')
      .execute(),
    db
      .selectFrom('team_member_breaks')
      .select(['id', 'member_id', 'day_of_week', 'start_time', 'end_time'])
      .where('member_id', 'in', ids)
      .orderBy('day_of_week')
      .orderBy('start_time')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('team_member_time_off')
      .select(['id', 'member_id', 'from_date', 'to_date', 'note'])
      .where('member_id', 'in', ids)
      .orderBy('from_date')
      .orderBy('id')
      .execute(),
  ]);
  return members.map((member) => {
    const own = hours.filter((row) => row.member_id === member.id);
    return {
      id: member.id,
      name: member.name,
      // Written only from TEAM_COLORS; a colour edited in by hand shows as the first one.
      color: isTeamColor(member.color) ? member.color : TEAM_COLORS[0],
      phone: member.phone,
      email: member.email,
      active: member.active === 1,
      position: member.position,
      capacity: member.capacity,
      serviceIds: services
        .filter((row) => row.member_id === member.id)
        .map((row) => row.service_id),
      hours:
        own.length === 0
          ? null
          : own.map((row) => ({
              dayOfWeek: row.day_of_week,
              open: row.open === 1,
              startTime: row.open === 1 ? row.start_time : null,
              endTime: row.open === 1 ? row.end_time : null,
              // Rows from before migration 023 have none: one range (docs/decisions.md, Team).
              secondStartTime: row.open === 1 ? row.second_start_time : null,
              secondEndTime: row.open === 1 ? row.second_end_time : null,
            })),
      breaks: breaks
        .filter((row) => row.member_id === member.id)
        .map((row) => ({
          id: row.id,
          dayOfWeek: row.day_of_week,
          startTime: row.start_time,
          endTime: row.end_time,
        })),
      timeOff: timeOff
        .filter((row) => row.member_id === member.id)
        .map((row) => ({ id: row.id, from: row.from_date, to: row.to_date, note: row.note })),
    };
  });
}

/** One member of the business; 404 for another business's or an unknown id. */
export async function readMember(db: Db, businessId: number, memberId: number) {
  const [member] = await readTeam(db, businessId, memberId);
  if (!member) throw notFound('Team member');
  return member;
}
