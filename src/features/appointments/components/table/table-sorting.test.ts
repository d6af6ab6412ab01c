import { describe, expect, it } from 'vitest';
import { makeAppointment } from '../../testing/appointment-fixtures';
import { nextSort, pageCount, rangeLabel, sortAppointments, type SortState } from './table-sorting';

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('sortAppointments', () => {
  const sameDay = [
    makeAppointment({ id: 1, book_time: '12:30 PM' }),
    makeAppointment({ id: 2, book_time: '11:00 AM' }),
    makeAppointment({ id: 3, book_time: '12:15 AM' }),
    makeAppointment({ id: 4, book_time: '01:00 PM' }),
    makeAppointment({ id: 5, book_time: '09:00 AM', book_date: '2026-11-24' }),
    makeAppointment({ id: 6, book_time: '11:45 PM', book_date: '2026-11-22' }),
  ];

  it('orders dates by real date and 12-hour time', () => {
    expect(ids(sortAppointments(sameDay, { column: 'date', direction: 'asc' }))).toEqual([
      6, 3, 2, 1, 4, 5,
    ]);
    expect(ids(sortAppointments(sameDay, { column: 'date', direction: 'desc' }))).toEqual([
      5, 4, 1, 2, 3, 6,
    ]);
  });

  it('orders amounts as numbers, not text', () => {
    const list = [
      makeAppointment({ id: 1, amount: 100 }),
      makeAppointment({ id: 2, amount: 9.5 }),
      makeAppointment({ id: 3, amount: 25 }),
    ];
    expect(ids(sortAppointments(list, { column: 'amount', direction: 'asc' }))).toEqual([2, 3, 1]);
    expect(ids(sortAppointments(list, { column: 'amount', direction: 'desc' }))).toEqual([1, 3, 2]);
  });

  it('orders booking ids as numbers', () => {
    const list = [10, 9, 100].map((id) => makeAppointment({ id }));
    expect(ids(sortAppointments(list, { column: 'id', direction: 'asc' }))).toEqual([9, 10, 100]);
  });

  it('orders names and statuses without regard to case', () => {
    const list = [
      makeAppointment({ id: 1, firstName: 'emma', lastName: 'b', payment_status: 'unpaid' }),
      makeAppointment({ id: 2, firstName: 'Aisha', lastName: 'A', payment_status: 'refunded' }),
      makeAppointment({ id: 3, firstName: 'Emma', lastName: 'A', payment_status: 'paid' }),
    ];
    expect(ids(sortAppointments(list, { column: 'customer', direction: 'asc' }))).toEqual([
      2, 3, 1,
    ]);
    expect(ids(sortAppointments(list, { column: 'status', direction: 'asc' }))).toEqual([3, 2, 1]);
  });

  it('leaves the given list alone', () => {
    const list = [makeAppointment({ id: 2 }), makeAppointment({ id: 1 })];
    sortAppointments(list, { column: 'id', direction: 'asc' });
    expect(ids(list)).toEqual([2, 1]);
  });
});

describe('nextSort', () => {
  const byDate: SortState = { column: 'date', direction: 'asc' };
  it('flips the sorted column and starts another ascending', () => {
    expect(nextSort(byDate, 'date')).toEqual({ column: 'date', direction: 'desc' });
    expect(nextSort({ column: 'date', direction: 'desc' }, 'date').direction).toBe('asc');
    expect(nextSort(byDate, 'amount')).toEqual({ column: 'amount', direction: 'asc' });
  });
});

describe('pages', () => {
  it('counts pages of 10, 25 and 50', () => {
    expect(pageCount(57, 10)).toBe(6);
    expect(pageCount(57, 25)).toBe(3);
    expect(pageCount(57, 50)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('says which rows are shown', () => {
    expect(rangeLabel(1, 10, 57)).toBe('1–10 of 57');
    expect(rangeLabel(6, 10, 57)).toBe('51–57 of 57');
    expect(rangeLabel(2, 25, 57)).toBe('26–50 of 57');
    expect(rangeLabel(1, 10, 0)).toBe('0 of 0');
  });
});
