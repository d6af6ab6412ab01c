// The app's own date and time fields (src/components/dates) in component tests: a time is hours,
// minutes and, on a 12-hour clock, an AM/PM select, named after the field; a date is a button that
// opens a month grid. Filled from a 24-hour "HH:mm" and an ISO "YYYY-MM-DD", whatever the clock.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { translate } from '../../src/lib/i18n/use-t';
import { dayButtonName, monthsAhead, shownTime } from '../shared/date-time-text';

function timeFields(name: string) {
  return {
    hours: screen.getByRole('spinbutton', { name }),
    // Named in the language the test runs in (resetLanguageForTests).
    minutes: screen.getByRole('spinbutton', { name: translate('timeInput.minutes', { name }) }),
    amPm: screen.queryByRole('combobox', { name: translate('timeInput.amPm', { name }) }),
  };
}

/** Types "HH:mm" into the time field called `name`. */
export async function typeTime(user: UserEvent, name: string, time: string): Promise<void> {
  const fields = timeFields(name);
  const text = shownTime(time, fields.amPm !== null);
  // Typed over the whole field, as a selected field is typed over (user.clear sends no
  // Backspace, which is what empties Mantine's spin inputs).
  const over = { initialSelectionStart: 0, initialSelectionEnd: 2 };
  await user.type(fields.hours, text.hours, over);
  await user.type(fields.minutes, text.minutes, over);
  if (fields.amPm) await user.selectOptions(fields.amPm, text.amPm);
}

/** Expects the time field called `name` to show "HH:mm" (or nothing, for ""). */
export function expectTime(name: string, time: string): void {
  const fields = timeFields(name);
  if (time === '') {
    expect(fields.hours).toHaveValue('');
    expect(fields.minutes).toHaveValue('');
    return;
  }
  const text = shownTime(time, fields.amPm !== null);
  expect(fields.hours).toHaveValue(text.hours);
  expect(fields.minutes).toHaveValue(text.minutes);
  if (fields.amPm) expect(fields.amPm).toHaveValue(text.amPm);
}

/** The hint (a field error) shown under the time field called `name`, null without one. */
export function timeFieldHint(name: string): HTMLElement | null {
  const wrapper = screen.getByRole('spinbutton', { name }).closest('.mantine-InputWrapper-root');
  return wrapper?.querySelector<HTMLElement>('.mantine-InputWrapper-error') ?? null;
}

/**
 * The month grid `field` opened: the dialog its aria-controls names. Not looked up by role and
 * name: jsdom has no layout, so Floating UI soon finds the field "detached" and Mantine hides the
 * dialog (display: none), and a hidden element has no accessible name; whether it was still shown
 * when first looked for was a race a busy machine lost.
 */
export async function openedGrid(field: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const grid = document.getElementById(field.getAttribute('aria-controls') ?? '');
    expect(grid).toHaveAttribute('role', 'dialog');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    return grid as HTMLElement;
  });
}

/** Picks "YYYY-MM-DD" in the date field labelled `label` (a RegExp or exact text). */
export async function pickDate(user: UserEvent, label: string | RegExp, date: string) {
  const field = screen.getByLabelText(label);
  await user.click(field);
  const dialog = await openedGrid(field);
  for (let step = 0; step < 36; step += 1) {
    const level = dialog.querySelector('.mantine-DatePickerInput-calendarHeaderLevel');
    const ahead = monthsAhead(level?.textContent ?? '', date);
    if (ahead === 0) break;
    await user.click(
      within(dialog).getByRole('button', {
        hidden: true,
        name: ahead > 0 ? 'Next month' : 'Previous month',
      }),
    );
  }
  await user.click(
    within(dialog).getByRole('button', {
      hidden: true,
      name: dayButtonName(date),
    }),
  );
}
