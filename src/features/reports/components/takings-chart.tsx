// A bar chart of takings by name (service, category, team member) with the same figures as a
// table below it: the chart is a picture for the eye, hidden from assistive technology, and the
// table is what a screen reader, a keyboard or a copy-paste reads (docs/decisions.md, Reports).
import './styles';
import { Card, Table, Text, Title } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '@/lib/i18n/use-t';

export interface TakingsRow {
  key: string;
  name: string;
  count: number;
  takings: number;
}

interface TakingsChartProps {
  title: string;
  nameLabel: string;
  countLabel: string;
  rows: TakingsRow[];
  formatPrice: (amount: number) => string;
}

/** Bars shown at most; the table lists every row. */
const MAX_BARS = 10;
const BAR_HEIGHT = 32;

export function TakingsChart({
  title,
  nameLabel,
  countLabel,
  rows,
  formatPrice,
}: TakingsChartProps) {
  const t = useT();
  const bars = rows.slice(0, MAX_BARS);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('reports.nothingSold')}</Text>
      ) : (
        <>
          <div aria-hidden="true" style={{ width: '100%', height: bars.length * BAR_HEIGHT + 40 }}>
            <ResponsiveContainer>
              <BarChart
                data={bars}
                layout="vertical"
                margin={{ left: 8, right: 16 }}
                accessibilityLayer={false}
              >
                <CartesianGrid horizontal={false} stroke="var(--mantine-color-default-border)" />
                <XAxis
                  type="number"
                  tickFormatter={(value: number) => formatPrice(value)}
                  tick={{ fill: 'var(--mantine-color-dimmed)', fontSize: 12 }}
                  stroke="var(--mantine-color-default-border)"
                />
                <YAxis
                  type="category"
                  dataKey="name"
                  width={120}
                  tick={{ fill: 'var(--mantine-color-text)', fontSize: 12 }}
                  stroke="var(--mantine-color-default-border)"
                />
                <Tooltip
                  formatter={(value) => formatPrice(Number(value))}
                  cursor={{ fill: 'var(--mantine-color-default-hover)' }}
                  contentStyle={{
                    background: 'var(--mantine-color-body)',
                    borderColor: 'var(--mantine-color-default-border)',
                    color: 'var(--mantine-color-text)',
                  }}
                />
                <Bar
                  dataKey="takings"
                  name={t('reports.takings')}
                  fill="var(--mantine-color-teal-7)"
                  radius={[0, 4, 4, 0]}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <Table.ScrollContainer minWidth={280}>
            <Table striped>
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{nameLabel}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {countLabel}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('reports.takings')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Th scope="row" fw={400}>
                      {row.name}
                    </Table.Th>
                    <Table.Td ta="right">{row.count}</Table.Td>
                    <Table.Td ta="right">{formatPrice(row.takings)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Card>
  );
}
