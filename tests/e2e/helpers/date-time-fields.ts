// The app's own date and time fields (src/components/dates): a time is hours, minutes and, on a
// 12-hour clock, an AM/PM select, named after the field; a date is a button opening a month grid.
// These fill and read them from a 24-hour "HH:mm" and an ISO "YYYY-MM-DD", whatever the business's
// clock, so a spec says what it means and not how one clock shows it.
import { expect, type Locator, type Page } from '@playwright/test';
import { appEn, appNb } from '../../shared/app-catalogs';
import { dayButtonName, monthsAhead, shownDate, shownTime } from '../../shared/date-time-text';

type Scope = Page | Locator;

/** A part's name in either language the page may be in ("Opens, minutes", "Opens, minutter"). */
function partName(key: 'timeInput.minutes' | 'timeInput.amPm', name: string): RegExp {
  const names = [appEn[key], appNb[key]].map((text) =>
    text.replace('{name}', name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return new RegExp(`^(${names.join('|')})$`);
}

function timeFields(scope: Scope, name: string) {
  return {
    hours: scope.getByRole('spinbutton', { name, exact: true }),
    minutes: scope.getByRole('spinbutton', { name: partName('timeInput.minutes', name) }),
    amPm: scope.getByRole('combobox', { name: partName('timeInput.amPm', name) }),
  };
}

/** Whether the field has an AM/PM select, asked once the field is there. */
async function isTwelveHour(fields: ReturnType<typeof timeFields>): Promise<boolean> {
  await expect(fields.hours).toBeVisible();
  return (await fields.amPm.count()) > 0;
}

/** Types "HH:mm" into the time field called `name`, as the business's clock shows it. */
export async function fillTime(scope: Scope, name: string, time: string): Promise<void> {
  const fields = timeFields(scope, name);
  const twelveHour = await isTwelveHour(fields);
  const text = shownTime(time, twelveHour);
  await fields.hours.fill(text.hours);
  await fields.minutes.fill(text.minutes);
  if (twelveHour) await fields.amPm.selectOption(text.amPm);
}

/** Expects the time field called `name` to show "HH:mm". */
export async function expectTime(scope: Scope, name: string, time: string): Promise<void> {
  const fields = timeFields(scope, name);
  const twelveHour = await isTwelveHour(fields);
  const text = shownTime(time, twelveHour);
  await expect(fields.hours).toHaveValue(text.hours);
  await expect(fields.minutes).toHaveValue(text.minutes);
  if (twelveHour) await expect(fields.amPm).toHaveValue(text.amPm);
}

/**
 * Picks "YYYY-MM-DD" in the date field labelled `label`: opens its month grid, steps to the
 * month and clicks the day. The grid is the dialog named after its field: another field's grid
 * may still be fading out, with the same days in it.
 */
export async function pickDate(page: Page, scope: Scope, label: string, date: string) {
  const field = scope.getByRole('button', { name: label, exact: true });
  const grid = page.getByRole('dialog', { name: label, exact: true });
  const header = grid.locator('.mantine-DatePickerInput-calendarHeaderLevel');
  // Opened again if it closed by itself: once in CI, the grid of a field clicked just after the
  // New booking dialog opened never showed, the field focused and collapsed (cause not found). An
  // owner taps again; a grid that never opens still fails.
  await expect(async () => {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    await expect(header).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  for (;;) {
    const shown = (await header.textContent()) ?? '';
    const ahead = monthsAhead(shown, date);
    if (ahead === 0) break;
    await grid.getByRole('button', { name: ahead > 0 ? 'Next month' : 'Previous month' }).click();
    await expect(header).not.toHaveText(shown);
  }
  await grid.getByRole('button', { name: dayButtonName(date), exact: true }).click();
  await expectDate(scope, label, date);
}

/** Expects the date field labelled `label` to show "YYYY-MM-DD". */
export async function expectDate(scope: Scope, label: string, date: string): Promise<void> {
  await expect(scope.getByRole('button', { name: label, exact: true })).toHaveText(shownDate(date));
}
