// The schedule's own words in the owner's language (docs/decisions.md, Languages): the week
// grid's corner ("Week 48"), the empty day of a phone's month, and the names its slots give a
// screen reader. Its header, with the rest of its words, is hidden: the toolbar replaces it.
import { useMemo } from 'react';
import type { ScheduleLabelsOverride } from '@mantine/schedule';
import { useT } from '@/lib/i18n/use-t';

export function useScheduleLabels(): ScheduleLabelsOverride {
  const t = useT();
  return useMemo(
    () => ({
      week: t('diary.calendar.mode.week'),
      allDay: t('diary.calendar.allDay'),
      noEvents: t('diary.calendar.noEvents'),
      timeSlot: t('diary.calendar.timeSlot'),
      weekday: t('diary.calendar.weekday'),
      resources: t('diary.calendar.lanes'),
      resourceSlot: t('diary.calendar.memberSlot'),
      moreLabel: (count: number) => t('diary.calendar.more', { count: String(count) }),
    }),
    [t],
  );
}
