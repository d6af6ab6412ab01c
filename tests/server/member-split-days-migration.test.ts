// Migration 023 on a member's own hours written before it: each day keeps the one range it had,
// its second pair null, and the team's engine still offers that range whole (docs/decisions.md,
// Team; Split days).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamListSchema } from '../../contract/team.js';
import { hashPassword } from '../../server/security/passwords.js';
import { openOldDatabase, type MigratedApp, type OldDatabase } from './helpers/migrated-app.js';

const NOW = new Date('2026-11-23T10:00:00Z');
const EMAIL = 'member-hours-owner@example.com';
const PASSWORD = 'correct horse battery';
const AT = '2026-01-01T00:00:00.000Z';

let old: OldDatabase | undefined;
let migrated: MigratedApp;

beforeAll(async () => {
  old = await openOldDatabase('022-report-indexes');
  const { db } = old;
  const owner = await db
    .insertInto('users')
    .values({
      first_name: 'Old',
      last_name: 'Owner',
      business_name: 'Old salon',
      slug: 'old-member-hours',
      email: EMAIL,
      password_hash: await hashPassword(PASSWORD),
      country: '+47',
      mobile: '1',
      timezone: 'Europe/Oslo',
      email_verified_at: AT,
      created_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = await db
    .insertInto('team_members')
    .values({
      business_id: owner.id,
      name: 'Old Owner',
      color: 'blue',
      position: 0,
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Tuesdays 12:00-17:00 and nothing else, as the form saved them before split days.
  await db
    .insertInto('team_member_hours')
    .values(
      [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        member_id: member.id,
        business_id: owner.id,
        day_of_week: day,
        open: day === 2 ? 1 : 0,
        start_time: day === 2 ? '12:00' : null,
        end_time: day === 2 ? '17:00' : null,
      })),
    )
    .execute();
  migrated = await old.open({ email: EMAIL, password: PASSWORD, now: NOW });
});

afterAll(async () => {
  await old?.close();
});

describe('migration 023', () => {
  it("keeps each day of a member's own hours as its one range", async () => {
    const [member] = teamListSchema.parse(await migrated.get('/api/team'));
    expect(member?.hours?.[1]).toEqual({
      dayOfWeek: 2,
      open: true,
      startTime: '12:00',
      endTime: '17:00',
      secondStartTime: null,
      secondEndTime: null,
    });
    expect(member?.hours?.[0]).toMatchObject({ open: false, secondStartTime: null });
  });
});
