// The demo business's team (docs/decisions.md, Team): three members with different services and
// hours. Maria, the owner, does everything on every open day and takes two clients at a time (a
// colourist working two chairs while colour develops); Jonas does no colour and works Monday to
// Friday; Sara works Saturdays only. So every open day still has three chairs, as the demo's
// "3-chair salon" always had, and each booking goes to a member who performs its services within
// their hours.
import type { TeamColor } from '../../contract/team.js';
import type { Db } from '../db/database.js';
import { firstActiveMemberId, insertMember } from '../repositories/team-members.js';
import type { DemoServiceRef, GeneratedAppointment } from './demo-appointments.js';
import type { OpeningHours } from './demo-history.js';
import { DEMO_CATALOGUE } from './demo-catalogue.js';

interface DemoMemberPlan {
  /** Undefined for the owner: the member registration made, under the owner's name. */
  name?: string;
  color: TeamColor;
  capacity: number;
  /** Weekdays worked; null: every open day of the business, at its hours. */
  days: readonly number[] | null;
  /** Categories of the catalogue (demo-catalogue.ts) whose services they do not perform. */
  withoutCategories: readonly string[];
}

const DEMO_TEAM: readonly DemoMemberPlan[] = [
  { color: 'blue', capacity: 2, days: null, withoutCategories: [] },
  {
    name: 'Jonas Berg',
    color: 'teal',
    capacity: 1,
    days: [1, 2, 3, 4, 5],
    withoutCategories: ['Colour'],
  },
  { name: 'Sara Lie', color: 'grape', capacity: 1, days: [6], withoutCategories: [] },
];

export interface DemoMember {
  id: number;
  capacity: number;
  /** Within the business's hours. */
  hours: OpeningHours;
  serviceIds: ReadonlySet<number>;
}

/**
 * Creates or refreshes the three members: their services, hours (stored only for those who do
 * not follow the business's) and capacity. Answers them in order.
 */
export async function upsertDemoTeam(
  db: Db,
  businessId: number,
  services: readonly DemoServiceRef[],
  businessHours: OpeningHours,
  now: Date,
): Promise<DemoMember[]> {
  const team: DemoMember[] = [];
  for (const [position, plan] of DEMO_TEAM.entries()) {
    const excluded = new Set(
      DEMO_CATALOGUE.filter((category) => plan.withoutCategories.includes(category.name)).flatMap(
        (category) => category.services.map((service) => service.name),
      ),
    );
    const serviceIds = services.filter((s) => !excluded.has(s.name)).map((s) => s.id);
    const existing = plan.name
      ? await db
          .selectFrom('team_members')
          .select('id')
          .where('business_id', '=', businessId)
          .where('name', '=', plan.name)
          .executeTakeFirst()
      : { id: await firstActiveMemberId(db, businessId) };
    const id =
      existing?.id ??
      (await insertMember(db, businessId, { name: plan.name ?? '', color: plan.color }, now));
    await db
      .updateTable('team_members')
      .set({ color: plan.color, capacity: plan.capacity, position, active: 1 })
      .where('id', '=', id)
      .execute();
    await db.deleteFrom('team_member_services').where('member_id', '=', id).execute();
    if (serviceIds.length > 0) {
      await db
        .insertInto('team_member_services')
        .values(
          serviceIds.map((serviceId) => ({
            member_id: id,
            service_id: serviceId,
            business_id: businessId,
          })),
        )
        .execute();
    }
    const hours: Record<number, readonly [string, string] | null> = {};
    for (let day = 1; day <= 7; day += 1) {
      hours[day] = !plan.days || plan.days.includes(day) ? (businessHours[day] ?? null) : null;
    }
    await db.deleteFrom('team_member_hours').where('member_id', '=', id).execute();
    if (plan.days) {
      await db
        .insertInto('team_member_hours')
        .values(
          Object.entries(hours).map(([day, times]) => ({
            member_id: id,
            business_id: businessId,
            day_of_week: Number(day),
            open: times ? 1 : 0,
            start_time: times?.[0] ?? null,
            end_time: times?.[1] ?? null,
          })),
        )
        .execute();
    }
    team.push({ id, capacity: plan.capacity, hours, serviceIds: new Set(serviceIds) });
  }
  return team;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A member for each of the default demo's bookings, which are drawn without one: of those who
 * work that day, perform every service, have the booking within their hours and a free place at
 * its time, the one with the fewest minutes that day; else the first who could do it at all (the owner does everything on every open
 * day), overlapping as the demo's bookings always could.
 */
export function assignDemoMembers(
  appointments: readonly (Pick<GeneratedAppointment, 'book_date' | 'book_time' | 'status'> & {
    items: readonly { service_id: number; duration_min: number }[];
    weekday: number;
  })[],
  team: readonly DemoMember[],
): number[] {
  const held = new Map<string, { member: number; start: number; end: number }[]>();
  return appointments.map((booking) => {
    const start = minutesOf(booking.book_time);
    const end = start + booking.items.reduce((sum, item) => sum + item.duration_min, 0);
    const able = team.filter((member) => {
      const open = member.hours[booking.weekday];
      return (
        open &&
        booking.items.every((item) => member.serviceIds.has(item.service_id)) &&
        start >= minutesOf(open[0]) &&
        end <= minutesOf(open[1])
      );
    });
    const day = held.get(booking.book_date) ?? [];
    const minutes = (member: DemoMember) =>
      day.filter((h) => h.member === member.id).reduce((sum, h) => sum + h.end - h.start, 0);
    // "Anyone available"'s rule (docs/decisions.md, Team): the fewest minutes that day, then order.
    const free = able
      .filter(
        (member) =>
          day.filter((h) => h.member === member.id && h.start < end && start < h.end).length <
          member.capacity,
      )
      .reduce<DemoMember | undefined>(
        (best, member) => (!best || minutes(member) < minutes(best) ? member : best),
        undefined,
      );
    const chosen = free ?? able[0] ?? team[0];
    if (!chosen) throw new Error('the demo has no team');
    if (booking.status !== 'cancelled') day.push({ member: chosen.id, start, end });
    held.set(booking.book_date, day);
    return chosen.id;
  });
}
