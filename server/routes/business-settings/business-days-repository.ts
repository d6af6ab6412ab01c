// Reads and writes of a business's weekdays, always scoped to it.
import type { Selectable } from 'kysely';
import {
  CLOSING_BEFORE_OPENING_MESSAGE,
  DAY_CLOSED_MESSAGE,
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  SECOND_RANGE_AFTER_FIRST_MESSAGE,
  type WeekDay,
} from '@contract/business-settings.js';
import { WEEKDAY_NAMES } from '@contract/booking-time.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import type { BusinessDaysTable } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../plugins/errors.js';

type DayRow = Selectable<BusinessDaysTable>;

function toWeekDay(row: DayRow): WeekDay {
  return {
    id: row.id,
    dayOfWeek: row.day_of_week,
    weekName: WEEKDAY_NAMES[row.day_of_week - 1] ?? '',
    open: row.open === 1,
    openingTime: row.opening_time,
    closingTime: row.closing_time,
    secondOpeningTime: row.second_opening_time,
    secondClosingTime: row.second_closing_time,
  };
}

export async function listWeekDays(db: Db, businessId: number): Promise<WeekDay[]> {
  const rows = await db
    .selectFrom('business_days')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('day_of_week')
    .execute();
  return rows.map(toWeekDay);
}

async function findDay(db: Db, businessId: number, dayId: number): Promise<DayRow> {
  const row = await db
    .selectFrom('business_days')
    .selectAll()
    .where('id', '=', dayId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!row) throw notFound('Business day');
  return row;
}

// The weekday and interval changes are each one UPDATE ... RETURNING, built and compiled once
// (server/db/compiled-once.ts): no transaction is needed around them (runMutation's
// `singleStatement`), and the row as it now stands comes back with the change. Another business's
// id matches no row, as an unknown one does.
// A type, not an interface: compiledOnce's parameters need an index signature.
type DayKey = { dayId: number; businessId: number };

const openDay = compiledOnce((db, p: DayKey) =>
  db
    .updateTable('business_days')
    .set((eb) => ({
      open: 1,
      opening_time: eb.fn.coalesce('opening_time', eb.val(DEFAULT_OPENING_TIME)),
      closing_time: eb.fn.coalesce('closing_time', eb.val(DEFAULT_CLOSING_TIME)),
    }))
    .where('id', '=', p.dayId)
    .where('business_id', '=', p.businessId)
    .returningAll(),
);

const closeDay = compiledOnce((db, p: DayKey) =>
  db
    .updateTable('business_days')
    .set({
      open: 0,
      opening_time: null,
      closing_time: null,
      second_opening_time: null,
      second_closing_time: null,
    })
    .where('id', '=', p.dayId)
    .where('business_id', '=', p.businessId)
    .returningAll(),
);

/**
 * The checks live in the WHERE, so two concurrent edits cannot leave closing <= opening, nor a
 * split day's first range closing at or after its second opens (docs/decisions.md, Split days).
 */
const setOpeningTime = compiledOnce((db, p: DayKey & { time: string }) =>
  db
    .updateTable('business_days')
    .set({ opening_time: p.time })
    .where('id', '=', p.dayId)
    .where('business_id', '=', p.businessId)
    .where('open', '=', 1)
    .where((eb) => eb.or([eb('closing_time', 'is', null), eb('closing_time', '>', p.time)]))
    .returningAll(),
);

const setClosingTime = compiledOnce((db, p: DayKey & { time: string }) =>
  db
    .updateTable('business_days')
    .set({ closing_time: p.time })
    .where('id', '=', p.dayId)
    .where('business_id', '=', p.businessId)
    .where('open', '=', 1)
    .where((eb) => eb.or([eb('opening_time', 'is', null), eb('opening_time', '<', p.time)]))
    .where((eb) =>
      eb.or([eb('second_opening_time', 'is', null), eb('second_opening_time', '>', p.time)]),
    )
    .returningAll(),
);

/** Closing clears the hours (spec 4); opening restores the defaults where no hours are set. */
export async function setDayOpen(
  db: Db,
  businessId: number,
  dayId: number,
  open: boolean,
): Promise<WeekDay> {
  const [row] = await (open ? openDay : closeDay)(db, { dayId, businessId });
  if (!row) throw notFound('Business day');
  return toWeekDay(row);
}

/** Sets one end of an open day's hours; null restores that end's default. */
export async function setDayTime(
  db: Db,
  businessId: number,
  dayId: number,
  end: 'opening' | 'closing',
  time: string | null,
): Promise<WeekDay> {
  const value = time ?? (end === 'opening' ? DEFAULT_OPENING_TIME : DEFAULT_CLOSING_TIME);
  const update = end === 'opening' ? setOpeningTime : setClosingTime;
  const [row] = await update(db, { dayId, businessId, time: value });
  if (!row) {
    // Only the reason for the refusal is left to find out.
    const day = await findDay(db, businessId, dayId);
    if (day.open !== 1) throw new HttpError(400, DAY_CLOSED_MESSAGE);
    const intoSecond =
      end === 'closing' && day.second_opening_time !== null && value >= day.second_opening_time;
    if (intoSecond) throw fieldError(400, SECOND_RANGE_AFTER_FIRST_MESSAGE, 'closingTime');
    throw new HttpError(400, CLOSING_BEFORE_OPENING_MESSAGE);
  }
  return toWeekDay(row);
}

/** Sets an open day's one or two ranges at once (docs/decisions.md, Split days). */
export async function setDayRanges(
  db: Db,
  businessId: number,
  body: {
    id: number;
    openingTime: string;
    closingTime: string;
    secondOpeningTime?: string | null;
    secondClosingTime?: string | null;
  },
): Promise<WeekDay> {
  // One UPDATE ... RETURNING, like the spec's calls; the contract checked the ranges' order
  // (dayRangesBodySchema), so only an open day of this business is left to require.
  const row = await db
    .updateTable('business_days')
    .set({
      opening_time: body.openingTime,
      closing_time: body.closingTime,
      second_opening_time: body.secondOpeningTime ?? null,
      second_closing_time: body.secondClosingTime ?? null,
    })
    .where('id', '=', body.id)
    .where('business_id', '=', businessId)
    .where('open', '=', 1)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    await findDay(db, businessId, body.id);
    throw new HttpError(400, DAY_CLOSED_MESSAGE);
  }
  return toWeekDay(row);
}
