// "Copy to…" on a weekday of Working hours: the day's open/closed state and times go into the
// fields of the days ticked; nothing is sent until the screen's own save (docs/decisions.md,
// Working hours shortcuts).
import { Button, Popover, Stack } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { WeekdayChips } from './weekday-chips';

interface CopyHoursButtonProps {
  /** The weekday's name in the owner's language. */
  dayName: string;
  /** ISO weekdays of the other days. */
  otherDays: number[];
  onCopy: (days: number[]) => void;
}

export function CopyHoursButton({ dayName, otherDays, onCopy }: CopyHoursButtonProps) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withArrow
      shadow="md"
      returnFocus
      // Opens at once: the chips are the next tap.
      transitionProps={{ duration: 0 }}
    >
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={t('hours.copyHoursLabel', { day: dayName })}
          onClick={() => {
            setPicked([]);
            setOpened((open) => !open);
          }}
        >
          {t('hours.copyHours')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={340}>
        <Stack gap="sm">
          <WeekdayChips
            label={t('hours.copyTo')}
            days={otherDays}
            value={picked}
            onChange={setPicked}
          />
          <Button
            size="sm"
            disabled={picked.length === 0}
            onClick={() => {
              onCopy(picked);
              setOpened(false);
            }}
          >
            {t('hours.copyApply', { count: picked.length })}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
