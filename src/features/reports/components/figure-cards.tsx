// The report's headline figures as cards, each with its change against the period before.
import './styles';
import { Card, SimpleGrid, Text } from '@mantine/core';
import type { PeriodFigures } from '@contract/reports';
import { changeText, formatPercent } from '@/entities/report/report-change';
import { useT, type AppKey, type AppTranslate } from '@/lib/i18n/use-t';

interface Figure {
  label: AppKey;
  value: (figures: PeriodFigures) => number;
  format: (value: number) => string;
  detail?: (figures: PeriodFigures) => string;
}

function figuresList(t: AppTranslate, formatPrice: (amount: number) => string): Figure[] {
  const count = (value: number) => String(value);
  return [
    { label: 'reports.takings', value: (f) => f.takings, format: formatPrice },
    {
      label: 'reports.outstanding',
      value: (f) => f.outstanding,
      format: formatPrice,
      detail: (f) => t('reports.outstandingDetail', { count: f.outstandingBookings }),
    },
    { label: 'reports.refunds', value: (f) => f.refunds, format: formatPrice },
    {
      label: 'reports.averageBookingValue',
      value: (f) => f.averageBookingValue,
      format: formatPrice,
    },
    { label: 'reports.bookings', value: (f) => f.bookings, format: count },
    {
      label: 'reports.cancellations',
      value: (f) => f.cancellations,
      format: count,
      detail: (f) => t('reports.ofBookings', { percent: formatPercent(f.cancellationRate) }),
    },
    {
      label: 'reports.noShows',
      value: (f) => f.noShows,
      format: count,
      detail: (f) => t('reports.ofBookings', { percent: formatPercent(f.noShowRate) }),
    },
    { label: 'reports.newClients', value: (f) => f.newClients, format: count },
    { label: 'reports.returningClients', value: (f) => f.returningClients, format: count },
    { label: 'reports.onlineBookings', value: (f) => f.onlineBookings, format: count },
    { label: 'reports.ownerBookings', value: (f) => f.ownerBookings, format: count },
  ];
}

interface FigureCardsProps {
  current: PeriodFigures;
  previous: PeriodFigures;
  formatPrice: (amount: number) => string;
}

/** 26 px, or less when the text is wider than its card: a bold digit is about 0.62 em wide. */
function figureSize(text: string): string {
  return `min(26px, calc(100cqi / ${(Math.max(text.length, 1) * 0.62).toFixed(2)}))`;
}

export function FigureCards({ current, previous, formatPrice }: FigureCardsProps) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" component="ul" p={0} m={0}>
      {figuresList(t, formatPrice).map((figure) => {
        const now = figure.value(current);
        const before = figure.value(previous);
        const shown = figure.format(now);
        return (
          <Card
            component="li"
            key={figure.label}
            withBorder
            radius="md"
            padding="md"
            // The card is the figure's container, so its size can follow the card's width.
            style={{ listStyle: 'none', containerType: 'inline-size' }}
          >
            <Text size="sm" c="dimmed" fw={600}>
              {t(figure.label)}
            </Text>
            {/* Three years' takings ("1 239 014,00 kr") are wider than half a phone: the figure
                shrinks to fit its card on one line instead of being cut off. */}
            <Text fw={700} lh={1.3} style={{ fontSize: figureSize(shown), whiteSpace: 'nowrap' }}>
              {shown}
            </Text>
            {figure.detail ? <Text size="sm">{figure.detail(current)}</Text> : null}
            <Text size="sm" c="dimmed">
              {t('reports.previously', {
                change: changeText(now, before),
                value: figure.format(before),
              })}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
