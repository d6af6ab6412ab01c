// The weekday rows and "Save All Changes": edits stay on screen until saved; rows the owner has
// not touched follow the server when the list reloads.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallbackRef, useMediaQuery } from '@mantine/hooks';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import {
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  type WeekDay,
} from '@contract/business-settings';
import { notifyDanger, notifySuccess } from '@/lib/notifications/notify';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { capitalized, weekdayNames } from '@/lib/i18n/weekday-names';
import type { AppKey } from '@/lib/i18n/app-en';
import { inWeekOrder } from '@/lib/format/business-locale';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import {
  type DayDraft,
  type DayTimeField,
  type HourProblemCode,
  isDraftChanged,
  planHourUpdates,
  toDraft,
} from '../hooks/plan-hour-updates';
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

/** A refused row's alert (naming its day) and the hint under the field the plan names, by code. */
const PROBLEM_WORDS: Readonly<Record<HourProblemCode, { alert: AppKey; hint: AppKey }>> = {
  closing_before_opening: { alert: 'hours.closingBeforeOpening', hint: 'hours.afterOpening' },
  second_range_incomplete: { alert: 'hours.secondRangeIncomplete', hint: 'hours.split.required' },
  second_range_order: { alert: 'hours.secondRangeOrder', hint: 'hours.split.afterOpening' },
  second_range_after_first: {
    alert: 'hours.secondRangeAfterFirst',
    hint: 'hours.split.afterFirst',
  },
};

export function BusinessHoursForm({ days }: { days: WeekDay[] }) {
  const t = useT();
  const language = useLanguage();
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

  const setTime = (index: number, end: DayTimeField, value: string) => {
    form.clearErrors();
    form.setFieldValue(`days.${index}.${end}`, value);
  };

  /** A split day's second range shown (its times to choose) or dropped (docs/decisions.md, Split days). */
  const setSplit = (index: number, split: boolean) => {
    form.clearErrors();
    const draft = drafts[index];
    if (!draft) return;
    form.setFieldValue(`days.${index}`, {
      ...draft,
      split,
      secondOpeningTime: '',
      secondClosingTime: '',
    });
  };

  /** "Copy to…": the source day's state and times into the other days' fields, not yet saved. */
  const copyHours = (index: number, targets: number[]) => {
    const source = drafts[index];
    if (!source) return;
    form.clearErrors();
    setValues((current) => ({
      days: (current.days ?? []).map((draft, other) =>
        targets.includes(days[other]?.dayOfWeek ?? other + 1)
          ? {
              ...draft,
              open: source.open,
              openingTime: source.openingTime,
              closingTime: source.closingTime,
              split: source.split,
              secondOpeningTime: source.secondOpeningTime,
              secondClosingTime: source.secondClosingTime,
            }
          : draft,
      ),
    }));
    // The pickers are uncontrolled: they start over from the copied values.
    setResetKey((key) => key + 1);
    notifySuccess(t('hours.copyDone', { count: targets.length }));
  };

  // Each row's handlers keep their identity across renders, so the memoised pickers of the rows
  // a change leaves alone are not rendered again: a day's switch re-rendered all fourteen, the
  // slowest tap of the app on a phone (bench/README.md, Three years on screen).
  const latestSetOpen = useCallbackRef(setOpen);
  const latestSetTime = useCallbackRef(setTime);
  const latestSetSplit = useCallbackRef(setSplit);
  const handlers = useMemo(
    () =>
      Array.from({ length: drafts.length }, (_, index) => ({
        onOpenChange: (open: boolean) => latestSetOpen(index, open),
        onTimeChange: (end: DayTimeField, value: string) => latestSetTime(index, end, value),
        onSplitChange: (split: boolean) => latestSetSplit(index, split),
      })),
    [drafts.length, latestSetOpen, latestSetTime, latestSetSplit],
  );

  /** The weekday's name in the owner's language: the server's weekName is English. */
  const dayNameOf = (index: number) =>
    capitalized(weekdayNames(language)[(days[index]?.dayOfWeek ?? index + 1) - 1] ?? '');

  const handleSubmit = async (values: HoursFormValues) => {
    const plan = planHourUpdates(days, values.days);
    if (!plan.ok) {
      // Each refused row's alert and field hint in the owner's language, chosen by the plan's
      // code and row (never by English text; docs/decisions.md, API), in the rows' order.
      for (const { index, code, field } of plan.problems) {
        const words = PROBLEM_WORDS[code];
        notifyDanger(t(words.alert, { day: dayNameOf(index) }));
        form.setFieldError(`days.${index}.${field}`, t(words.hint));
      }
      return;
    }
    if (plan.days.length === 0) {
      notifySuccess(t('hours.noChanges'));
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
  const rows: DayRowProps[] = ordered.map(({ draft, index, dayOfWeek }) => ({
    draft,
    dayName: dayNameOf(index),
    resetKey,
    closingError: form.errors[`days.${index}.closingTime`],
    secondOpeningError: form.errors[`days.${index}.secondOpeningTime`],
    secondClosingError: form.errors[`days.${index}.secondClosingTime`],
    ...handlers[index]!,
    otherDays: ordered.map((row) => row.dayOfWeek).filter((day) => day !== dayOfWeek),
    onCopy: (targets: number[]) => copyHours(index, targets),
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
            {t('hours.saveAll')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
