// The weekday rows and "Save All Changes": edits stay on screen until saved; rows the owner has
// not touched follow the server when the list reloads.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useCallbackRef, useMediaQuery } from '@mantine/hooks';
import {
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  type WeekDay,
} from '../../../../contract/business-settings';
import { notifyDanger, notifySuccess } from '../../../lib/notifications/notify';
import {
  closingBeforeOpeningMessage,
  type DayDraft,
  isDraftChanged,
  planHourUpdates,
  toDraft,
} from '../hooks/plan-hour-updates';
import { inWeekOrder } from '../../../lib/format/business-locale';
import { useBusinessLocale } from '../../../lib/format/use-business-locale';
import { useSaveBusinessHours } from '../hooks/use-save-business-hours';
import { BusinessHoursList } from './business-hours-list';
import { BusinessHoursTable } from './business-hours-table';
import type { DayRowProps } from './day-hours-fields';

interface HoursFormValues {
  days: DayDraft[];
}

/** Keeps the rows the owner edited (relative to `before`) and takes the server's for the rest. */
function mergeDrafts(current: DayDraft[], before: WeekDay[], after: WeekDay[]): DayDraft[] {
  return after.map((day) => {
    const draft = current.find((candidate) => candidate.id === day.id);
    const previous = before.find((candidate) => candidate.id === day.id);
    const edited = draft && previous ? isDraftChanged(draft, previous) : false;
    return draft && edited ? draft : toDraft(day);
  });
}

export function BusinessHoursForm({ days }: { days: WeekDay[] }) {
  const form = useForm<HoursFormValues>({ initialValues: { days: days.map(toDraft) } });
  const [resetKey, setResetKey] = useState(0);
  const syncedDays = useRef(days);
  const save = useSaveBusinessHours();
  const { weekStart } = useBusinessLocale();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  const { setValues } = form;
  useEffect(() => {
    const before = syncedDays.current;
    if (before === days) return;
    syncedDays.current = days;
    setValues((current) => ({ days: mergeDrafts(current.days ?? [], before, days) }));
    setResetKey((key) => key + 1);
  }, [days, setValues]);

  const drafts = form.values.days;

  const setOpen = (index: number, open: boolean) => {
    form.clearErrors();
    const draft = drafts[index];
    if (!draft) return;
    // A reopened day shows the hours the server will give it.
    const reopened = open && !draft.openingTime && !draft.closingTime;
    form.setFieldValue(`days.${index}`, {
      ...draft,
      open,
      ...(reopened && { openingTime: DEFAULT_OPENING_TIME, closingTime: DEFAULT_CLOSING_TIME }),
    });
  };

  const setTime = (index: number, end: 'openingTime' | 'closingTime', value: string) => {
    form.clearErrors();
    form.setFieldValue(`days.${index}.${end}`, value);
  };

  // Each row's handlers keep their identity across renders, so the memoised pickers of the rows
  // a change leaves alone are not rendered again: a day's switch re-rendered all fourteen, the
  // slowest tap of the app on a phone (bench/README.md, Three years on screen).
  const latestSetOpen = useCallbackRef(setOpen);
  const latestSetTime = useCallbackRef(setTime);
  const handlers = useMemo(
    () =>
      Array.from({ length: drafts.length }, (_, index) => ({
        onOpenChange: (open: boolean) => latestSetOpen(index, open),
        onTimeChange: (end: 'openingTime' | 'closingTime', value: string) =>
          latestSetTime(index, end, value),
      })),
    [drafts.length, latestSetOpen, latestSetTime],
  );

  const handleSubmit = async (values: HoursFormValues) => {
    const plan = planHourUpdates(days, values.days);
    if (!plan.ok) {
      plan.errors.forEach((message) => notifyDanger(message));
      values.days.forEach((draft, index) => {
        if (plan.errors.includes(closingBeforeOpeningMessage(draft.weekName))) {
          form.setFieldError(`days.${index}.closingTime`, 'Must be after the opening time');
        }
      });
      return;
    }
    if (plan.days.length === 0) {
      notifySuccess('No changes to save');
      return;
    }
    const result = await save.mutateAsync(plan.days).catch(() => null);
    if (!result?.days) return;
    const fresh = result.days;
    syncedDays.current = fresh;
    // Saved rows now show what the server stored (a cleared time comes back as its default).
    setValues((current) => ({
      days: fresh.map((day) => {
        const draft = current.days?.find((candidate) => candidate.id === day.id);
        return draft && result.failedDayIds.includes(day.id) ? draft : toDraft(day);
      }),
    }));
    setResetKey((key) => key + 1);
  };

  const unsaved = planHourUpdates(days, drafts);
  const dirty = !unsaved.ok || unsaved.days.length > 0;

  // The server lists Monday first; the rows follow the business's week (docs/decisions.md, Locale).
  const ordered = inWeekOrder(
    drafts.map((draft, index) => ({
      draft,
      index,
      dayOfWeek: days[index]?.dayOfWeek ?? index + 1,
    })),
    weekStart,
  );
  const rows: DayRowProps[] = ordered.map(({ draft, index }) => ({
    draft,
    resetKey,
    closingError: form.errors[`days.${index}.closingTime`],
    ...handlers[index]!,
  }));

  return (
    // The submit handler is built when the form is submitted, not while rendering: it writes
    // `syncedDays`, and a ref is only touched outside render.
    <form onSubmit={(event) => form.onSubmit(handleSubmit)(event)} noValidate>
      <UnsavedChangesGuard dirty={dirty && !save.isPending} />
      <Stack gap="md">
        {narrow ? <BusinessHoursList rows={rows} /> : <BusinessHoursTable rows={rows} />}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save All Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
