// The table's sort, page, page size and expanded rows; a new order or page size starts at page 1.
import { useCallback, useState } from 'react';
import {
  nextSort,
  type PageSize,
  type SortColumn,
  type SortState,
} from '../components/table/table-sorting';

export function useAppointmentsTableState(defaultSort: SortState) {
  const [sort, setSort] = useState<SortState>(defaultSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<PageSize>(10);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());

  const sortBy = useCallback((column: SortColumn) => {
    setSort((current) => nextSort(current, column));
    setPage(1);
  }, []);

  const setPageSize = useCallback((size: PageSize) => {
    setPageSizeState(size);
    setPage(1);
  }, []);

  const toggleExpanded = useCallback((id: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  return { sort, sortBy, page, setPage, pageSize, setPageSize, expanded, toggleExpanded };
}

export type AppointmentsTableState = ReturnType<typeof useAppointmentsTableState>;
