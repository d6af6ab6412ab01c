// The app's own date and time fields (src/components/dates) in component tests: a time is hours,
// minutes and, on a 12-hour clock, an AM/PM select, named after the field; a date is a button that
// opens a month grid. Filled from a 24-hour "HH:mm" and an ISO "YYYY-MM-DD", whatever the clock.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { dayButtonName, monthsAhead, shownTime } from '../shared/date-time-text';

function timeFields(name: string) {
  return {
    hours: screen.getByRole('spinbutton', { name }),
    minutes: screen.getByRole('spinbutton', { name: `${name}, minutes` }),
    amPm: screen.queryByRole('combobox', { name: `${name}, AM or PM` }),
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

/** Picks "YYYY-MM-DD" in the date field labelled `label` (a RegExp or exact text). */
export async function pickDate(user: UserEvent, label: string | RegExp, date: string) {
  await user.click(screen.getByLabelText(label));
  // The grid is the dialog named after its field (another field's may still be closing).
  const dialog = await screen.findByRole('dialog', { name: label });
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
