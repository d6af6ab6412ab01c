// Page buttons that a screen reader names ("Next page", "Page 3"): Mantine's controls are bare
// arrows and numbers. Shared by every paged list (the appointments table, the clients list).
import './styles';
import { Pagination } from '@mantine/core';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export function LabelledPagination(props: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  return (
    <Pagination
      {...props}
      size="sm"
      siblings={1}
      color="teal.9"
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
    />
  );
}
