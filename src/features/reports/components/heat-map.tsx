// The busiest days and hours: a table whose cells are shaded by how many bookings start in that
// weekday's hour. The table is the chart, so it reads the same to everyone; its rows start on
// the business's first day of the week (docs/decisions.md, Reports).
import './styles';
import { useId } from 'react';
import { Card, Table, Text, Title, useComputedColorScheme } from '@mantine/core';
import type { HeatCell } from '@contract/reports';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { capitalized, weekdayNames } from '@/lib/i18n/weekday-names';

/** ISO weekdays in the business's order, e.g. [7, 1, ..., 6] for a week starting on Sunday. */
export function weekdayOrder(weekStart: number): number[] {
  return Array.from({ length: 7 }, (_, index) => ((weekStart - 1 + index) % 7) + 1);
}

export function HeatMap({ cells, weekStart }: { cells: HeatCell[]; weekStart: number }) {
  const dark = useComputedColorScheme('light') === 'dark';
  const t = useT();
  const dayNames = weekdayNames(useLanguage(), 'short');
  const title = t('reports.busiest');
  const captionId = useId();
  if (cells.length === 0) {
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
        <Title order={2} size="h4" mb="sm">
          {title}
        </Title>
        <Text c="dimmed">{t('reports.nothingSold')}</Text>
      </Card>
    );
  }
  const hours = cells.map((cell) => cell.hour);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const columns = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const most = Math.max(...cells.map((cell) => cell.bookings));
  const count = (weekday: number, hour: number) =>
    cells.find((cell) => cell.weekday === weekday && cell.hour === hour)?.bookings ?? 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {/* A long opening day makes the table wider than its column: the scrolled part must be
          reachable by keyboard, so the scroll area is a focusable region named by the caption. */}
      <Table.ScrollContainer
        minWidth={columns.length * 40 + 110}
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': captionId },
        }}
      >
        <Table withColumnBorders={false} verticalSpacing={4} horizontalSpacing={4}>
          <Table.Caption id={captionId}>{t('reports.busiestCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reports.weekday')}</Table.Th>
              {columns.map((hour) => (
                <Table.Th key={hour} scope="col" ta="center" fw={600}>
                  {String(hour).padStart(2, '0')}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weekdayOrder(weekStart).map((weekday) => (
              <Table.Tr key={weekday}>
                <Table.Th scope="row" fw={600}>
                  {capitalized(dayNames[weekday - 1] ?? '')}
                </Table.Th>
                {columns.map((hour) => {
                  const bookings = count(weekday, hour);
                  const share = Math.round((bookings / most) * 100);
                  // Light: teal 5 under black text (9.6:1 at its fullest). Dark: teal 9 under
                  // white (5:1 at its fullest, more where it fades into the dark card).
                  const shade = dark ? 'teal-9' : 'teal-5';
                  return (
                    <Table.Td
                      key={hour}
                      ta="center"
                      style={{
                        background: `color-mix(in srgb, var(--mantine-color-${shade}) ${share}%, transparent)`,
                        color: dark ? 'var(--mantine-color-white)' : 'var(--mantine-color-black)',
                        borderRadius: 4,
                      }}
                    >
                      {bookings}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
