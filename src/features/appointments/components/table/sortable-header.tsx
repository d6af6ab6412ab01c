// A column header that sorts: a button inside the th, and aria-sort on the th itself.
import './styles';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { ChevronIcon } from '@/components/icons/chevron-icon';
import type { SortColumn, SortState } from './table-sorting';

interface SortableHeaderProps {
  column: SortColumn;
  label: string;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  align?: 'left' | 'right';
}

export function SortableHeader({ column, label, sort, onSort, align }: SortableHeaderProps) {
  const sorted = sort.column === column;
  const ariaSort = sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    // A long label ("Appointment Date") may take two lines: the table fits 1280 px beside the
    // sidebar with every column in view (docs/decisions.md, Calendar shading and states).
    <Table.Th aria-sort={ariaSort} ta={align}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <span>{label}</span>
          <span style={{ opacity: sorted ? 1 : 0.3, display: 'inline-flex' }}>
            <ChevronIcon
              direction={sorted && sort.direction === 'desc' ? 'down' : 'up'}
              size={14}
            />
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
