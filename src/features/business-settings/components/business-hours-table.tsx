// Wide screens: the spec's table of seven weekdays. Cells align to the top with the first line
// centred on the 36 px inputs, so an error under a picker does not shift the row's other cells.
import './styles';
import type { ReactNode } from 'react';
import { Flex, Group, Table, Text } from '@mantine/core';
import { PendingBadge } from '../../../components/offline/pending-badge';
import { weekDayTarget } from '../api/query-keys';
import { DayOpenSwitch, type DayRowProps, DayTimePicker } from './day-hours-fields';

const cellStyle = { verticalAlign: 'top' } as const;

function Line({ children }: { children: ReactNode }) {
  return (
    <Flex mih={36} align="center">
      {children}
    </Flex>
  );
}

export function BusinessHoursTable({ rows }: { rows: DayRowProps[] }) {
  return (
    <Table verticalSpacing="sm" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="20%">
            Day
          </Table.Th>
          <Table.Th scope="col" w="18%">
            Status
          </Table.Th>
          <Table.Th scope="col">Opens at</Table.Th>
          <Table.Th scope="col">Closes at</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.draft.id}>
            <Table.Th scope="row" fw={600} style={cellStyle}>
              <Line>
                <Group gap={6} wrap="nowrap">
                  {row.draft.weekName}
                  <PendingBadge target={weekDayTarget(row.draft.id)} />
                </Group>
              </Line>
            </Table.Th>
            <Table.Td style={cellStyle}>
              <Line>
                <DayOpenSwitch draft={row.draft} onOpenChange={row.onOpenChange} />
              </Line>
            </Table.Td>
            {row.draft.open ? (
              <>
                <Table.Td style={cellStyle}>
                  <DayTimePicker
                    draft={row.draft}
                    resetKey={row.resetKey}
                    onTimeChange={row.onTimeChange}
                    end="openingTime"
                  />
                </Table.Td>
                <Table.Td style={cellStyle}>
                  <DayTimePicker
                    draft={row.draft}
                    resetKey={row.resetKey}
                    onTimeChange={row.onTimeChange}
                    end="closingTime"
                    error={row.closingError}
                  />
                </Table.Td>
              </>
            ) : (
              <Table.Td colSpan={2} style={cellStyle}>
                <Line>
                  <Text size="sm" c="dimmed">
                    Closed all day
                  </Text>
                </Line>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
