// Wide screens: the spec's table of seven weekdays. Cells align to the top with the first line
// centred on the 36 px inputs, so an error under a picker does not shift the row's other cells.
import './styles';
import type { ReactNode } from 'react';
import { Flex, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { PendingBadge } from '@/components/offline/pending-badge';
import { useT } from '@/lib/i18n/use-t';
import { weekDayTarget } from '../api/query-keys';
import { CopyHoursButton } from './copy-hours-button';
import {
  AddSecondRangeButton,
  DayOpenSwitch,
  type DayRowProps,
  DayTimePicker,
  RemoveSecondRangeButton,
  rowPickerFields,
} from './day-hours-fields';

const cellStyle = { verticalAlign: 'top' } as const;

function Line({ children }: { children: ReactNode }) {
  return (
    <Flex mih={36} align="center">
      {children}
    </Flex>
  );
}

export function BusinessHoursTable({ rows }: { rows: DayRowProps[] }) {
  const t = useT();
  return (
    <Table verticalSpacing="sm" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="20%">
            {t('hours.day')}
          </Table.Th>
          <Table.Th scope="col" w="18%">
            {t('hours.status')}
          </Table.Th>
          <Table.Th scope="col">{t('hours.opensAt')}</Table.Th>
          <Table.Th scope="col">{t('hours.closesAt')}</Table.Th>
          <Table.Th scope="col" w={136}>
            <VisuallyHidden>{t('hours.copyTo')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.draft.id}>
            <Table.Th scope="row" fw={600} style={cellStyle}>
              <Line>
                <Group gap={6} wrap="nowrap">
                  {row.dayName}
                  <PendingBadge target={weekDayTarget(row.draft.id)} />
                </Group>
              </Line>
            </Table.Th>
            <Table.Td style={cellStyle}>
              <Line>
                <DayOpenSwitch
                  draft={row.draft}
                  dayName={row.dayName}
                  onOpenChange={row.onOpenChange}
                />
              </Line>
            </Table.Td>
            {row.draft.open ? (
              <>
                <Table.Td style={cellStyle}>
                  <Stack gap="xs" align="flex-start">
                    <DayTimePicker {...rowPickerFields(row)} end="openingTime" />
                    {row.draft.split ? (
                      <>
                        <DayTimePicker
                          {...rowPickerFields(row)}
                          end="secondOpeningTime"
                          error={row.secondOpeningError}
                        />
                        <RemoveSecondRangeButton
                          dayName={row.dayName}
                          onSplitChange={row.onSplitChange}
                        />
                      </>
                    ) : (
                      <AddSecondRangeButton
                        dayName={row.dayName}
                        onSplitChange={row.onSplitChange}
                      />
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td style={cellStyle}>
                  <Stack gap="xs" align="flex-start">
                    <DayTimePicker
                      {...rowPickerFields(row)}
                      end="closingTime"
                      error={row.closingError}
                    />
                    {row.draft.split && (
                      <DayTimePicker
                        {...rowPickerFields(row)}
                        end="secondClosingTime"
                        error={row.secondClosingError}
                      />
                    )}
                  </Stack>
                </Table.Td>
              </>
            ) : (
              <Table.Td colSpan={2} style={cellStyle}>
                <Line>
                  <Text size="sm" c="dimmed">
                    {t('hours.closedAllDay')}
                  </Text>
                </Line>
              </Table.Td>
            )}
            <Table.Td style={cellStyle}>
              <Line>
                <CopyHoursButton
                  dayName={row.dayName}
                  otherDays={row.otherDays}
                  onCopy={row.onCopy}
                />
              </Line>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
