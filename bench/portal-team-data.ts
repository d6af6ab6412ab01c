// The two layouts the booking page's slots bench (portal-slots-bench.ts) measures on copies of one
// seeded data folder (docs/decisions.md, Team): the demo's own team of three as seeded, and
// today's model as migration 011 leaves a business, written straight into the database before a
// server opens it: one member, the owner, doing every service and holding every booking, at the
// business's "clients at the same time".
import { openDatabase } from '../server/db/database.js';

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

/** The demo as seeded, with its team of three: answers the first member's id (the owner). */
export function demoTeam(dataDir: string): Promise<number> {
  return withBusiness(dataDir, async (db, businessId) => {
    const members = await db
      .selectFrom('team_members')
      .select('id')
      .where('business_id', '=', businessId)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
    if (members.length !== 3) throw new Error(`the demo has ${members.length} members, not 3`);
    return members[0]!.id;
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
