// The calendar's own header: previous / Today / next, the shown date as a heading, and the mode.
import './styles';
import { ActionIcon, Button, Group, SegmentedControl, Select, Title } from '@mantine/core';
import type { TeamMember } from '@contract/team';
import { ChevronIcon } from '@/components/icons/chevron-icon';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT, type AppKey } from '@/lib/i18n/use-t';
import { CALENDAR_MODES, calendarTitle, type CalendarMode } from './calendar-model';

const MODE_LABELS = {
  day: 'diary.calendar.mode.day',
  week: 'diary.calendar.mode.week',
  month: 'diary.calendar.mode.month',
} as const satisfies Record<CalendarMode, AppKey>;

function isCalendarMode(value: string): value is CalendarMode {
  return (CALENDAR_MODES as readonly string[]).includes(value);
}

interface CalendarToolbarProps {
  mode: CalendarMode;
  date: string;
  onModeChange: (mode: CalendarMode) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  /** The week's and month's member filter; none in the day view, which shows every member. */
  members?: readonly TeamMember[];
  memberFilter?: number;
  onMemberFilterChange?: (memberId: number | undefined) => void;
}

const EVERYONE = 'everyone';

export function CalendarToolbar(props: CalendarToolbarProps) {
  const mode = props.mode;
  const t = useT();
  const { firstDayOfWeek } = useBusinessLocale();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('diary.calendar.previous', { mode })}
          onClick={props.onPrevious}
        >
          <ChevronIcon direction="left" size={18} />
        </ActionIcon>
        <Button variant="default" onClick={props.onToday}>
          {t('diary.calendar.today')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('diary.calendar.next', { mode })}
          onClick={props.onNext}
        >
          <ChevronIcon direction="right" size={18} />
        </ActionIcon>
      </Group>
      <Title order={2} fz="lg" aria-live="polite" style={{ flex: '1 1 auto' }} ta="center">
        {calendarTitle(props.date, props.mode, firstDayOfWeek)}
      </Title>
      {props.members && props.members.length > 1 && (
        <Select
          aria-label={t('diary.calendar.memberFilter')}
          w={180}
          data={[
            { value: EVERYONE, label: t('diary.calendar.everyone') },
            ...props.members.map((member) => ({ value: String(member.id), label: member.name })),
          ]}
          value={props.memberFilter === undefined ? EVERYONE : String(props.memberFilter)}
          allowDeselect={false}
          onChange={(value) =>
            props.onMemberFilterChange?.(
              value === null || value === EVERYONE ? undefined : Number(value),
            )
          }
        />
      )}
      <SegmentedControl
        aria-label={t('diary.calendar.modes')}
        value={props.mode}
        onChange={(value) => {
          if (isCalendarMode(value)) props.onModeChange(value);
        }}
        data={CALENDAR_MODES.map((each) => ({ value: each, label: t(MODE_LABELS[each]) }))}
      />
    </Group>
  );
}
