// The period's bookings summed in one pass, by local day and team member (docs/decisions.md,
// Reports): its headline sums, its days and what each member took all add up these few rows
// (about two thousand for three years), so the bookings and their payments are read once instead
// of once per figure set (bench/README.md, Reports).
import { PostgresAdapter, sql } from 'kysely';
import type { MemberTakings, ReportDay, ReportQuery } from '@contract/reports.js';
import { UNKNOWN_MEMBER } from '@contract/reports.js';
import type { Db } from '../../db/database.js';
import {
  bookedInPeriod,
  cents,
  n,
  totalsColumns,
  totalsOf,
  type PeriodTotals,
} from './report-figures.js';

export interface PeriodSums {
  totals: PeriodTotals;
  /** Each local day that had a booking: its bookings (not cancelled) and any booking's takings. */
  days: ReportDay[];
  /** Each team member's bookings (not cancelled) and what they took. */
  members: MemberTakings[];
}

const ZERO: PeriodTotals = {
  bookings: 0,
  cancellations: 0,
  noShows: 0,
  online: 0,
  paid: 0,
  refunds: 0,
  paidBookings: 0,
  outstanding: 0,
  outstandingBookings: 0,
};

function add(sum: PeriodTotals, more: PeriodTotals): PeriodTotals {
  return {
    bookings: sum.bookings + more.bookings,
    cancellations: sum.cancellations + more.cancellations,
    noShows: sum.noShows + more.noShows,
    online: sum.online + more.online,
    paid: sum.paid + more.paid,
    refunds: sum.refunds + more.refunds,
    paidBookings: sum.paidBookings + more.paidBookings,
    outstanding: sum.outstanding + more.outstanding,
    outstandingBookings: sum.outstandingBookings + more.outstandingBookings,
  };
}

interface MemberSums {
  name: string | null;
  position: number | null;
  bookings: number;
  takingsCents: number;
}

/** `nowIso` decides which unpaid bookings are past (the outstanding sums). */
export async function periodSums(
  db: Db,
  businessId: number,
  period: ReportQuery,
  nowIso: string,
): Promise<PeriodSums> {
  const rows = await db
    .with('booked', () => bookedInPeriod(db, businessId, period))
    .with('sums', (qb) =>
      qb
        .selectFrom('booked')
        .select(['book_date', 'member_id'])
        .select(totalsColumns(nowIso))
        .select([
          sql<number>`sum(case when status <> 'cancelled' then 1 else 0 end)`.as('kept'),
          sql<number>`sum(case when status <> 'cancelled'
            then paid_cents - refund_cents else 0 end)`.as('kept_takings'),
        ])
        .groupBy(['book_date', 'member_id']),
    )
    .selectFrom('sums as g')
    // A member of another business, or none, is "No team member", as a member gone would be.
    .leftJoin('team_members as m', (join) =>
      join.onRef('m.id', '=', 'g.member_id').on('m.business_id', '=', businessId),
    )
    .selectAll('g')
    .select(['m.id as known_member', 'm.name as member_name', 'm.position'])
    .orderBy('g.book_date')
    .execute();

  let totals = ZERO;
  const days = new Map<string, ReportDay & { takingsCents: number }>();
  const members = new Map<number | null, MemberSums>();
  for (const row of rows) {
    const sums = totalsOf(row);
    totals = add(totals, sums);
    const day = days.get(row.book_date) ?? {
      date: row.book_date,
      bookings: 0,
      takings: 0,
      takingsCents: 0,
    };
    day.bookings += n(row.kept);
    day.takingsCents += sums.paid - sums.refunds;
    days.set(row.book_date, day);
    // Only bookings that were not cancelled count for a member, and only a member with one shows.
    if (n(row.kept) === 0) continue;
    const member = members.get(row.known_member) ?? {
      name: row.member_name,
      position: row.position,
      bookings: 0,
      takingsCents: 0,
    };
    member.bookings += n(row.kept);
    member.takingsCents += n(row.kept_takings);
    members.set(row.known_member, member);
  }

  // By position, as `order by position` sorts on each database: the unknown member (no
  // position) first on SQLite, last on PostgreSQL.
  const unknownLast = db.getExecutor().adapter instanceof PostgresAdapter ? 1 : -1;
  const byPosition = ([, a]: [number | null, MemberSums], [, b]: [number | null, MemberSums]) =>
    a.position === null
      ? b.position === null
        ? 0
        : unknownLast
      : b.position === null
        ? -unknownLast
        : a.position - b.position;
  return {
    totals,
    days: [...days.values()].map(({ takingsCents, ...day }) => ({
      ...day,
      takings: cents(takingsCents),
    })),
    members: [...members].sort(byPosition).map(([memberId, member]) => ({
      memberId,
      name: member.name ?? UNKNOWN_MEMBER,
      bookings: member.bookings,
      takings: cents(member.takingsCents),
    })),
  };
}
