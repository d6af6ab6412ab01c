// The appointments table's order and pages as pure functions, so every rule (dates by real date
// and 12-hour time, amounts as numbers, text without case) is unit-tested apart from the UI.
import type { Appointment } from '@contract/appointments';
import { translate, type AppTranslate } from '@/lib/i18n/use-t';
import { customerName, parseBookingTime } from '../shared/booking-format';

export const SORT_COLUMNS = ['id', 'date', 'customer', 'amount', 'status'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: SortColumn;
  direction: SortDirection;
}

export const PAGE_SIZES = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The booking's wall-clock start: date text and minutes after midnight; unknown times sort last. */
function startKey(appointment: Appointment): [string, number] {
  return [appointment.book_date, parseBookingTime(appointment.book_time) ?? 24 * 60];
}

function compareStart(a: Appointment, b: Appointment): number {
  const [dateA, timeA] = startKey(a);
  const [dateB, timeB] = startKey(b);
  if (dateA !== dateB) return dateA < dateB ? -1 : 1;
  return timeA - timeB;
}

const comparators: Record<SortColumn, (a: Appointment, b: Appointment) => number> = {
  id: (a, b) => a.id - b.id,
  date: compareStart,
  customer: (a, b) => collator.compare(customerName(a), customerName(b)),
  amount: (a, b) => a.amount - b.amount,
  // By the status's own name, as the server sorts it: the same order in every language.
  status: (a, b) => collator.compare(a.payment_status, b.payment_status),
};

/** A sorted copy; ties keep a stable order by start and then id, whatever the direction. */
export function sortAppointments(list: readonly Appointment[], sort: SortState): Appointment[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = comparators[sort.column];
  return [...list].sort((a, b) => sign * compare(a, b) || compareStart(a, b) || a.id - b.id);
}

/** Clicking the sorted column flips it; another column starts ascending. */
export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: 'asc' };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "1–10 of 57"; "0 of 0" when empty (Norwegian "1–10 av 57"). */
export function rangeLabel(
  page: number,
  pageSize: number,
  total: number,
  t: AppTranslate = translate,
): string {
  if (total === 0) return t('diary.table.rangeEmpty');
  const current = Math.min(Math.max(1, page), pageCount(total, pageSize));
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  // As text: the digits as they were, without a thousands separator.
  return t('diary.table.range', {
    first: String(first),
    last: String(last),
    total: String(total),
  });
}
