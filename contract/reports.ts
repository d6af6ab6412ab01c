// How the business is doing over a period (docs/decisions.md, Reports): figures aggregated by the
// server for a period of local dates and the period of the same length before it, what sold,
// who performed it and the busiest hours. Amounts are numbers in major units, like `amount`.
import { z } from 'zod';
import { addDays, daysBetween, isoWeekday } from './booking-time.js';
import { localDateSchema } from './appointments.js';
import type { WeekStart } from './business-locale.js';

/** The longest period one report covers: three years and a leap day. */
export const MAX_REPORT_DAYS = 1097;

export const REPORT_ORDER_MESSAGE = 'From must be on or before To';
export const REPORT_SPAN_MESSAGE = `A report covers at most ${MAX_REPORT_DAYS} days`;

/** GET /api/reports and the CSV exports: local dates of the business, both inclusive. */
export const reportQuerySchema = z
  .object({ from: localDateSchema, to: localDateSchema })
  .superRefine((query, context) => {
    // Zod runs this even when a date failed its own check: that one has its message already.
    const valid = [query.from, query.to].every((date) => localDateSchema.safeParse(date).success);
    if (!valid) return;
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', message: REPORT_ORDER_MESSAGE });
    } else if (daysBetween(query.from, query.to) + 1 > MAX_REPORT_DAYS) {
      context.addIssue({ code: 'custom', message: REPORT_SPAN_MESSAGE });
    }
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The period of the same number of days that ends the day before `from`. */
export function previousPeriod(period: ReportQuery): ReportQuery {
  const days = daysBetween(period.from, period.to) + 1;
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

export const REPORT_PRESETS = ['thisWeek', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  thisWeek: 'This week',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisYear: 'This year',
};

/** The first day of the week holding `date`, weeks starting on ISO weekday `weekStart`. */
export function weekStartOf(date: string, weekStart: WeekStart): string {
  return addDays(date, -((isoWeekday(date) - weekStart + 7) % 7));
}

/** A preset's whole period around `today` (the business's local date). */
export function presetPeriod(
  preset: ReportPreset,
  today: string,
  weekStart: WeekStart,
): ReportQuery {
  const month = today.slice(0, 7);
  const monthEnd = (first: string) => addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
  switch (preset) {
    case 'thisWeek': {
      const from = weekStartOf(today, weekStart);
      return { from, to: addDays(from, 6) };
    }
    case 'thisMonth':
      return { from: `${month}-01`, to: monthEnd(`${month}-01`) };
    case 'lastMonth': {
      const from = `${addDays(`${month}-01`, -1).slice(0, 7)}-01`;
      return { from, to: monthEnd(from) };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** The period's headline figures. Rates are fractions of `bookings` (0 when there are none). */
export const periodFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** What was paid (tips included) less refunds, for bookings dated in the period. */
  takings: z.number(),
  refunds: z.number(),
  /** The booked total of past bookings still unpaid (not cancelled, not no-shows). */
  outstanding: z.number(),
  outstandingBookings: z.number(),
  /** Every booking dated in the period, cancelled and no-shows included. */
  bookings: z.number(),
  cancellations: z.number(),
  cancellationRate: z.number(),
  noShows: z.number(),
  noShowRate: z.number(),
  /** Takings divided by the bookings that took money. */
  averageBookingValue: z.number(),
  /** Clients with a booking in the period (not cancelled): their first ever, or not. */
  newClients: z.number(),
  returningClients: z.number(),
  onlineBookings: z.number(),
  ownerBookings: z.number(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

/** What a service sold in the period: its items on bookings not cancelled. */
export const serviceTakingsSchema = z.object({
  /** null: items whose service is not known (deleted, or never known). */
  serviceId: z.number().nullable(),
  name: z.string(),
  categoryId: z.number().nullable(),
  category: z.string(),
  items: z.number(),
  /** The bookings' takings shared among their items by price, rounded down per item. */
  takings: z.number(),
});
export type ServiceTakings = z.infer<typeof serviceTakingsSchema>;

export const categoryTakingsSchema = z.object({
  categoryId: z.number().nullable(),
  name: z.string(),
  items: z.number(),
  takings: z.number(),
});
export type CategoryTakings = z.infer<typeof categoryTakingsSchema>;

export const memberTakingsSchema = z.object({
  memberId: z.number().nullable(),
  name: z.string(),
  bookings: z.number(),
  takings: z.number(),
});
export type MemberTakings = z.infer<typeof memberTakingsSchema>;

/** Bookings (not cancelled) starting in a weekday's hour, local time; empty cells left out. */
export const heatCellSchema = z.object({
  /** ISO: 1 = Monday ... 7 = Sunday. */
  weekday: z.number(),
  hour: z.number(),
  bookings: z.number(),
});
export type HeatCell = z.infer<typeof heatCellSchema>;

/** One local day of the period: its bookings (not cancelled) and takings; days without left out. */
export const reportDaySchema = z.object({
  date: z.string(),
  bookings: z.number(),
  takings: z.number(),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const reportSchema = z.object({
  currency: z.string(),
  /** The business's first day of the week: the heat map's rows start there. */
  weekStart: z.number(),
  /** ISO instant the figures were computed at. */
  computedAt: z.string(),
  current: periodFiguresSchema,
  previous: periodFiguresSchema,
  services: z.array(serviceTakingsSchema),
  categories: z.array(categoryTakingsSchema),
  members: z.array(memberTakingsSchema),
  heatMap: z.array(heatCellSchema),
  days: z.array(reportDaySchema),
});
export type Report = z.infer<typeof reportSchema>;

/** The name of the group of items whose service is not known any more. */
export const UNKNOWN_SERVICE = 'Other services';
export const UNKNOWN_CATEGORY = 'No category';
export const UNKNOWN_MEMBER = 'No team member';

/** The CSV files a business can download (docs/decisions.md, Reports). */
export const CSV_EXPORTS = ['appointments', 'clients', 'services', 'members'] as const;
export type CsvExport = (typeof CSV_EXPORTS)[number];
