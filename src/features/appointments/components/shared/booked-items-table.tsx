// The services of one booking: name, price and duration ("1 hr 30 min"), shown wherever a
// booking is expanded (dashboard panel, appointments table).
import './styles';
import { Table, Text } from '@mantine/core';
import type { BookItem } from '@contract/appointments';
import { formatDuration } from '@/lib/format/duration';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

interface BookedItemsTableProps {
  items: BookItem[];
  /** Names the table for screen readers, e.g. "Booked items of BID12". */
  caption: string;
  withPrice?: boolean;
}

export function BookedItemsTable({ items, caption, withPrice = true }: BookedItemsTableProps) {
  const { formatPrice } = useBusinessLocale();
  const t = useT();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('diary.items.none')}
      </Text>
    );
  }
  return (
    <Table aria-label={caption} withRowBorders={false} verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('diary.items.service')}</Table.Th>
          {withPrice && <Table.Th ta="right">{t('diary.items.price')}</Table.Th>}
          <Table.Th ta="right">{t('diary.items.duration')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, index) => (
          // Imported data may repeat an item id within one booking.
          <Table.Tr key={`${item.id}-${index}`}>
            <Table.Td>{item.name}</Table.Td>
            {withPrice && (
              <Table.Td ta="right" style={NO_WRAP}>
                {formatPrice(item.price)}
              </Table.Td>
            )}
            <Table.Td ta="right" style={NO_WRAP}>
              {formatDuration(item.duration)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
