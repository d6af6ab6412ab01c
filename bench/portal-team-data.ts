// The team layouts the booking page's slots bench (portal-slots-bench.ts) measures on one seeded
// data folder, written straight into its database before a server opens it (docs/decisions.md,
// Team): today's model as migration 011 leaves a business (one member, the owner, doing every
// service, with every booking and the business's "clients at the same time"), and a team of
// three like the demo (one works Saturdays only, one does not do the second service),
// the bookings dealt out among them in turn.
import { openDatabase } from '../server/db/database.js';
import { insertMember } from '../server/repositories/team-members.js';

const NOW = new Date('2026-11-23T09:00:00Z');

type Db = ReturnType<typeof openDatabase>['db'];

async function withBusiness<T>(
  dataDir: string,
  work: (db: Db, businessId: number) => Promise<T>,
): Promise<T> {
  const { db } = openDatabase({ dataDir });
  try {
    const business = await db
      .selectFrom('users')
      .select('id')
      .where('slug', '=', 'studio-nord-hair-nails')
      .executeTakeFirstOrThrow();
    return await work(db, business.id);
  } finally {
    await db.destroy();
  }
}

/** Every service of the business, by id. */
const serviceIds = async (db: Db, businessId: number) =>
  (
    await db
      .selectFrom('services')
      .select('id')
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

/** The first member, by position, does every service at the business's capacity; nobody else. */
export function oneMember(dataDir: string): Promise<number> {
  return withBusiness(dataDir, onlyTheFirst);
}

async function onlyTheFirst(db: Db, businessId: number): Promise<number> {
  const members = await db
    .selectFrom('team_members')
    .select('id')
    .where('business_id', '=', businessId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const first = members[0]?.id;
  if (first === undefined) throw new Error('the demo has no member');
  const rules = await db
    .selectFrom('business_availability')
    .select('capacity')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  await db
    .updateTable('team_members')
    .set({ active: 0 })
    .where('business_id', '=', businessId)
    .where('id', '<>', first)
    .execute();
  await db
    .updateTable('team_members')
    .set({ active: 1, capacity: rules?.capacity ?? 1 })
    .where('id', '=', first)
    .execute();
  await giveAll(db, businessId, first);
  await db
    .updateTable('appointments')
    .set({ member_id: first })
    .where('business_id', '=', businessId)
    .execute();
  return first;
}

/** Three members, one client at a time each; answers the first's id. */
export function threeMembers(dataDir: string): Promise<number> {
  return withBusiness(dataDir, async (db, businessId) => {
    const first = await onlyTheFirst(db, businessId);
    await db.updateTable('team_members').set({ capacity: 1 }).where('id', '=', first).execute();
    const services = await serviceIds(db, businessId);
    const saturdays = await insertMember(db, businessId, { name: 'Sara' }, NOW);
    await db
      .insertInto('team_member_hours')
      .values(
        [1, 2, 3, 4, 5, 6, 7].map((day) => ({
          member_id: saturdays,
          business_id: businessId,
          day_of_week: day,
          open: day === 6 ? 1 : 0,
          start_time: day === 6 ? '09:00' : null,
          end_time: day === 6 ? '17:00' : null,
        })),
      )
      .execute();
    const noSecond = await insertMember(
      db,
      businessId,
      { name: 'Jonas', serviceIds: services.filter((_, index) => index !== 1) },
      NOW,
    );
    // Dealt out in turn by id: each member has about a third of the bookings.
    const ids = [first, saturdays, noSecond];
    const rows = await db
      .selectFrom('appointments')
      .select('id')
      .where('business_id', '=', businessId)
      .execute();
    for (const [index, member] of ids.entries()) {
      const mine = rows.filter((row) => row.id % 3 === index).map((row) => row.id);
      for (let at = 0; at < mine.length; at += 500) {
        await db
          .updateTable('appointments')
          .set({ member_id: member })
          .where('id', 'in', mine.slice(at, at + 500))
          .execute();
      }
    }
    return first;
  });
}

async function giveAll(db: Db, businessId: number, memberId: number): Promise<void> {
  await db.deleteFrom('team_member_services').where('member_id', '=', memberId).execute();
  const services = await serviceIds(db, businessId);
  await db
    .insertInto('team_member_services')
    .values(
      services.map((serviceId) => ({
        member_id: memberId,
        service_id: serviceId,
        business_id: businessId,
      })),
    )
    .execute();
}
