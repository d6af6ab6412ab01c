// The team (docs/decisions.md, Team): members with their services, weekday hours, breaks and time
// off, and the member of every appointment. Every existing business gets one member, its owner,
// serving as many clients at a time as the business's "clients at the same time", performing
// every service and owning every appointment: the diary's checks and the spec's reads stay what
// they were for a business that adds nobody.
import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DbKind } from '../database.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The owner's member takes the first colour of TEAM_COLORS (contract/team.ts), written out. */
const OWNER_COLOR = 'blue';

export function teamMigration(kind: DbKind): Migration {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const business = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('users.id').onDelete('cascade');
  const member = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('team_members.id').onDelete('cascade');

  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('team_members')
        .addColumn('id', idType, id)
        .addColumn('business_id', 'integer', business)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('team_members_business_position')
        .on('team_members')
        .columns(['business_id', 'position'])
        .execute();

      await db.schema
        .createTable('team_member_services')
        .addColumn('member_id', 'integer', member)
        .addColumn('service_id', 'integer', (c) =>
          c.notNull().references('services.id').onDelete('cascade'),
        )
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('team_member_services_pk', ['member_id', 'service_id'])
        .execute();
      // "Who performs these services": read by service for "Anyone available".
      await db.schema
        .createIndex('team_member_services_service')
        .on('team_member_services')
        .columns(['service_id', 'member_id'])
        .execute();

      // A member with no rows here follows the business's hours; one with rows has all 7.
      await db.schema
        .createTable('team_member_hours')
        .addColumn('member_id', 'integer', member)
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addColumn('day_of_week', 'integer', (c) => c.notNull())
        .addColumn('open', 'integer', (c) => c.notNull())
        .addColumn('start_time', 'text')
        .addColumn('end_time', 'text')
        .addPrimaryKeyConstraint('team_member_hours_pk', ['member_id', 'day_of_week'])
        .execute();

      await db.schema
        .createTable('team_member_breaks')
        .addColumn('id', idType, id)
        .addColumn('member_id', 'integer', member)
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addColumn('day_of_week', 'integer', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('team_member_breaks_member')
        .on('team_member_breaks')
        .columns(['member_id', 'day_of_week'])
        .execute();

      await db.schema
        .createTable('team_member_time_off')
        .addColumn('id', idType, id)
        .addColumn('member_id', 'integer', member)
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addColumn('from_date', 'text', (c) => c.notNull())
        .addColumn('to_date', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('team_member_time_off_member')
        .on('team_member_time_off')
        .columns(['member_id', 'to_date'])
        .execute();

      // Nullable in the database only: SQLite cannot add a NOT NULL column that references
      // another table. Every row is given its member below and every new booking is written with
      // one (server/scheduling/insert-booking.ts).
      await db.schema
        .alterTable('appointments')
        .addColumn('member_id', 'integer', (c) => c.references('team_members.id'))
        .execute();

      const now = new Date().toISOString();
      await db
        .insertInto('team_members')
        .columns([
          'business_id',
          'name',
          'color',
          'phone',
          'email',
          'active',
          'position',
          'capacity',
          'created_at',
          'updated_at',
        ])
        .expression(
          db
            .selectFrom('users')
            .leftJoin('business_availability', 'business_availability.business_id', 'users.id')
            .select([
              'users.id',
              sql`trim(users.first_name || ' ' || users.last_name)`.as('name'),
              sql.lit(OWNER_COLOR).as('color'),
              sql.lit('').as('phone'),
              sql.lit('').as('email'),
              sql.lit(1).as('active'),
              sql.lit(0).as('position'),
              sql`coalesce(business_availability.capacity, 1)`.as('capacity'),
              sql.val(now).as('created_at'),
              sql.val(now).as('updated_at'),
            ]),
        )
        .execute();
      await db
        .insertInto('team_member_services')
        .columns(['member_id', 'service_id', 'business_id'])
        .expression(
          db
            .selectFrom('services')
            .innerJoin('team_members', 'team_members.business_id', 'services.business_id')
            .select(['team_members.id', 'services.id as service_id', 'services.business_id']),
        )
        .execute();
      await db
        .updateTable('appointments')
        .set({
          member_id: db
            .selectFrom('team_members')
            .select('team_members.id')
            .whereRef('team_members.business_id', '=', 'appointments.business_id'),
        })
        .execute();

      // The per-member overlap check reads a member's bookings that end after a start, as
      // appointments_business_end (migration 003) does for the business.
      await db.schema
        .createIndex('appointments_member_end')
        .on('appointments')
        .columns(['member_id', 'end_at'])
        .execute();
    },

    async down(db: AnyDb) {
      await db.schema.dropIndex('appointments_member_end').execute();
      await db.schema.alterTable('appointments').dropColumn('member_id').execute();
      for (const table of [
        'team_member_time_off',
        'team_member_breaks',
        'team_member_hours',
        'team_member_services',
        'team_members',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
