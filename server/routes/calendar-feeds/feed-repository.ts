// The calendar feeds' rows (migration 017; docs/decisions.md, Calendar feed): the owner's reads
// and changes, scoped to the signed-in business, and the public lookup by a token's hash.
import { createHash, randomBytes } from 'node:crypto';
import { calendarFeedPath } from '@contract/api-paths.js';
import type { CalendarFeeds } from '@contract/calendar-feeds.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../plugins/errors.js';
import { assertTeamMember } from '../../repositories/team-members.js';

/** 256 random bits, base64url: the whole secret of an address (CALENDAR_FEED_TOKEN). */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a request's token is looked up by, so no comparison runs on the secret itself. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newFeedRow(businessId: number, memberId: number | null, now: Date) {
  const token = newToken();
  return {
    business_id: businessId,
    member_id: memberId,
    token,
    token_hash: tokenHash(token),
    created_at: now.toISOString(),
  };
}

/**
 * The business's feed and each member's, made on first read: a business or member added since
 * migration 017 gets its address the first time the owner looks. A second reader at the same
 * moment inserts nothing (the partial unique indexes) and reads the same rows.
 */
export async function readCalendarFeeds(
  db: Db,
  businessId: number,
  publicUrl: string,
  now: Date,
): Promise<CalendarFeeds> {
  const read = () =>
    Promise.all([
      db
        .selectFrom('users')
        .select('calendar_feed_full_names')
        .where('id', '=', businessId)
        .executeTakeFirst(),
      db
        .selectFrom('team_members')
        .select(['id', 'name'])
        .where('business_id', '=', businessId)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('calendar_feeds')
        .select(['member_id', 'token'])
        .where('business_id', '=', businessId)
        .execute(),
    ]);
  let [business, members, feeds] = await read();
  if (!business) throw notFound('Business');
  const missing = [null, ...members.map((member) => member.id)].filter(
    (memberId) => !feeds.some((feed) => feed.member_id === memberId),
  );
  if (missing.length > 0) {
    await db
      .insertInto('calendar_feeds')
      .values(missing.map((memberId) => newFeedRow(businessId, memberId, now)))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    [business, members, feeds] = await read();
    if (!business) throw notFound('Business');
  }
  const urlOf = (memberId: number | null) => {
    const token = feeds.find((feed) => feed.member_id === memberId)?.token;
    return token ? `${publicUrl}${calendarFeedPath(token)}` : '';
  };
  return {
    fullNames: business.calendar_feed_full_names === 1,
    feeds: [
      { memberId: null, memberName: null, url: urlOf(null) },
      ...members.map((member) => ({
        memberId: member.id,
        memberName: member.name,
        url: urlOf(member.id),
      })),
    ],
  };
}

/** A new secret for one address; the old one finds nothing from this statement on. */
export async function replaceCalendarFeed(
  trx: Db,
  businessId: number,
  memberId: number | null,
  now: Date,
): Promise<void> {
  if (memberId !== null) await assertTeamMember(trx, businessId, memberId);
  await trx
    .deleteFrom('calendar_feeds')
    .where('business_id', '=', businessId)
    .where('member_id', memberId === null ? 'is' : '=', memberId)
    .execute();
  await trx
    .insertInto('calendar_feeds')
    .values(newFeedRow(businessId, memberId, now))
    .execute();
}

export async function setCalendarFeedFullNames(
  db: Db,
  businessId: number,
  fullNames: boolean,
): Promise<void> {
  const row = await db
    .updateTable('users')
    .set({ calendar_feed_full_names: fullNames ? 1 : 0 })
    .where('id', '=', businessId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound('Business');
}

export interface FeedOwner {
  businessId: number;
  businessName: string;
  timezone: string;
  fullNames: boolean;
  /** null: the business's feed. */
  memberId: number | null;
  memberName: string | null;
}

/** The feed a token opens, or undefined: unknown, replaced, or its business or member gone. */
export async function feedOfToken(db: Db, token: string): Promise<FeedOwner | undefined> {
  const row = await db
    .selectFrom('calendar_feeds as feed')
    .innerJoin('users', 'users.id', 'feed.business_id')
    // The member's row must be this business's: a feed never opens another business's diary.
    .leftJoin('team_members as member', (join) =>
      join
        .onRef('member.id', '=', 'feed.member_id')
        .onRef('member.business_id', '=', 'feed.business_id'),
    )
    .select([
      'feed.business_id',
      'feed.member_id',
      'users.business_name',
      'users.timezone',
      'users.calendar_feed_full_names',
      'member.name as member_name',
    ])
    .where('feed.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row || (row.member_id !== null && row.member_name === null)) return undefined;
  return {
    businessId: row.business_id,
    businessName: row.business_name,
    timezone: row.timezone,
    fullNames: row.calendar_feed_full_names === 1,
    memberId: row.member_id,
    memberName: row.member_name,
  };
}

export interface FeedBooking {
  id: number;
  start_at: string;
  end_at: string;
  first_name: string;
  last_name: string;
  items_json: string;
}

/**
 * The feed's bookings dated `fromDate` (a local date) or later, cancelled ones left out, by
 * start: one range query on appointments_business_when (business, date, time), the services read
 * from the row's own copy (items_json), so three years of diary cost what the window holds.
 */
export async function feedBookings(
  db: Db,
  feed: Pick<FeedOwner, 'businessId' | 'memberId'>,
  fromDate: string,
): Promise<FeedBooking[]> {
  let query = db
    .selectFrom('appointments')
    .select(['id', 'start_at', 'end_at', 'first_name', 'last_name', 'items_json'])
    .where('business_id', '=', feed.businessId)
    .where('book_date', '>=', fromDate)
    .where('status', '!=', 'cancelled');
  if (feed.memberId !== null) query = query.where('member_id', '=', feed.memberId);
  return query.orderBy('book_date').orderBy('book_time').orderBy('id').execute();
}
