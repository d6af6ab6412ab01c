// The app's own date and time fields (src/components/dates): a time is hours, minutes and, on a
// 12-hour clock, an AM/PM select, named after the field; a date is a button opening a month grid.
// These fill and read them from a 24-hour "HH:mm" and an ISO "YYYY-MM-DD", whatever the business's
// clock, so a spec says what it means and not how one clock shows it.
import { expect, type Locator, type Page } from '@playwright/test';

type Scope = Page | Locator;

const pad = (value: number) => String(value).padStart(2, '0');

function timeFields(scope: Scope, name: string) {
  return {
    hours: scope.getByRole('spinbutton', { name, exact: true }),
    minutes: scope.getByRole('spinbutton', { name: `${name}, minutes`, exact: true }),
    amPm: scope.getByRole('combobox', { name: `${name}, AM or PM`, exact: true }),
  };
}

/** Whether the field has an AM/PM select, asked once the field is there. */
async function isTwelveHour(fields: ReturnType<typeof timeFields>): Promise<boolean> {
  await expect(fields.hours).toBeVisible();
  return (await fields.amPm.count()) > 0;
}

/** Types "HH:mm" into the time field called `name`, as the business's clock shows it. */
export async function fillTime(scope: Scope, name: string, time: string): Promise<void> {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const fields = timeFields(scope, name);
  const twelveHour = await isTwelveHour(fields);
  await fields.hours.fill(pad(twelveHour ? hours % 12 || 12 : hours));
  await fields.minutes.fill(pad(minutes));
  if (twelveHour) await fields.amPm.selectOption(hours < 12 ? 'AM' : 'PM');
}

/** Expects the time field called `name` to show "HH:mm". */
export async function expectTime(scope: Scope, name: string, time: string): Promise<void> {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const fields = timeFields(scope, name);
  const twelveHour = await isTwelveHour(fields);
  await expect(fields.hours).toHaveValue(pad(twelveHour ? hours % 12 || 12 : hours));
  await expect(fields.minutes).toHaveValue(pad(minutes));
  if (twelveHour) await expect(fields.amPm).toHaveValue(hours < 12 ? 'AM' : 'PM');
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "2026-12-24" as the field shows it: "Thu 24 Dec 2026". */
export function shownDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${SHORT_DAYS[weekday]} ${day} ${MONTHS[month - 1]!.slice(0, 3)} ${year}`;
}

/**
 * Picks "YYYY-MM-DD" in the date field labelled `label`: opens its month grid, steps to the
 * month and clicks the day. The grid is the dialog named after its field: another field's grid
 * may still be fading out, with the same days in it.
 */
export async function pickDate(page: Page, scope: Scope, label: string, date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  await scope.getByRole('button', { name: label, exact: true }).click();
  const grid = page.getByRole('dialog', { name: label, exact: true });
  const header = grid.locator('.mantine-DatePickerInput-calendarHeaderLevel');
  await expect(header).toBeVisible();
  for (;;) {
    const shown = (await header.textContent()) ?? '';
    const [shownMonth, shownYear] = shown.split(' ');
    const ahead = (year - Number(shownYear)) * 12 + (month - 1 - MONTHS.indexOf(shownMonth!));
    if (ahead === 0) break;
    await grid.getByRole('button', { name: ahead > 0 ? 'Next month' : 'Previous month' }).click();
    await expect(header).not.toHaveText(shown);
  }
  await grid
    .getByRole('button', { name: `${day} ${MONTHS[month - 1]} ${year}`, exact: true })
    .click();
  await expectDate(scope, label, date);
}

/** Expects the date field labelled `label` to show "YYYY-MM-DD". */
export async function expectDate(scope: Scope, label: string, date: string): Promise<void> {
  await expect(scope.getByRole('button', { name: label, exact: true })).toHaveText(shownDate(date));
}
