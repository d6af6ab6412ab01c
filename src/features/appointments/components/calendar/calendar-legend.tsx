// What the calendar's colours and stripes mean (docs/decisions.md, Calendar shading and states):
// each booking state's colour with its word, as the blocks show it, and the shading of closed
// hours and breaks (and, with lanes per member, the hours a member does not work).
import './styles';
import { Box, Group, Text } from '@mantine/core';
import { useT } from '@/lib/i18n/use-t';
import classes from './appointments-calendar.module.css';
import { BOOKING_STATES, STATE_COLOURS, STATE_LABELS } from './booking-states';

export function CalendarLegend({ withMemberHours }: { withMemberHours: boolean }) {
  const t = useT();
  const shades = [
    { kind: 'closed', label: t('calendar.shade.closed') },
    { kind: 'break', label: t('calendar.shade.break') },
    ...(withMemberHours ? [{ kind: 'off', label: t('calendar.shade.off') }] : []),
  ];
  return (
    <Box component="section" aria-label={t('calendar.legend')} data-testid="calendar-legend">
      <Group component="ul" gap="md" wrap="wrap" className={classes.legend}>
        {BOOKING_STATES.map((state) => (
          <Group component="li" key={state} gap={6} wrap="nowrap" data-booking-state={state}>
            <Box
              aria-hidden="true"
              className={classes.legendSwatch}
              style={{ backgroundColor: STATE_COLOURS[state] }}
            />
            <Text size="sm">{t(STATE_LABELS[state])}</Text>
          </Group>
        ))}
        {shades.map(({ kind, label }) => (
          <Group component="li" key={kind} gap={6} wrap="nowrap" data-closed-kind={kind}>
            <Box aria-hidden="true" className={`${classes.legendSwatch} ${classes.shade}`}>
              <span data-closed-kind={kind} />
            </Box>
            <Text size="sm">{label}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
