// A dashboard card: a label and a number, the whole card a link to the screen behind the number.
import './styles';
import { Card, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';

interface SummaryCardProps {
  label: string;
  to: '/appointments' | '/catalogue/services';
  value: number | undefined;
  failed: boolean;
}

export function SummaryCard({ label, to, value, failed }: SummaryCardProps) {
  const t = useT();
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="lg"
      style={{ textDecoration: 'none' }}
    >
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      {value !== undefined ? (
        <Text fz={32} fw={700} lh={1.2} c="var(--mantine-color-text)">
          {value}
        </Text>
      ) : failed ? (
        <Text fz={32} fw={700} lh={1.2} c="dimmed">
          <span aria-hidden="true">–</span>
          <VisuallyHidden>{t('dashboard.notAvailable')}</VisuallyHidden>
        </Text>
      ) : (
        // The number's place on a first load (docs/offline.md, Slow networks).
        <Skeleton height={30} width={56} my={4}>
          <VisuallyHidden>{t('dashboard.loading')}</VisuallyHidden>
        </Skeleton>
      )}
    </Card>
  );
}
