// 15-minute bookings in the day and week grids: one readable line each, never the 9 px
// text Mantine falls back to in an 18 px box, nor a second line cut in half.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedOwner, signIn } from './helpers/accounts';
import { addServices, bookThroughApi } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { screenshots } from './helpers/screens';

/** The booking's text box: its font size, and whether any line of it is cut off. */
function textBox(event: Locator) {
  // Mantine's static class: mantine-DayView-eventInner or mantine-ScheduleEvent-eventInner.
  return event.locator('[class*="-eventInner"]').evaluate((inner) => {
    const box = inner.parentElement!.getBoundingClientRect();
    const text = inner.getBoundingClientRect();
    return {
      fontPx: parseFloat(getComputedStyle(inner).fontSize),
      lineFits: inner.scrollHeight <= Math.ceil(box.height) && text.bottom <= box.bottom + 1,
    };
  });
}

async function expectReadable(page: Page, mode: 'day' | 'week', name: RegExp) {
  const event = page.locator(`[data-calendar-mode="${mode}"]`).getByRole('button', { name });
  await expect(event).toBeVisible();
  const box = await textBox(event);
  expect(box.fontPx, `${mode} ${name}`).toBeGreaterThanOrEqual(11);
  expect(box.lineFits, `${mode} ${name}`).toBe(true);
}

test('15-minute bookings read as one whole line in the day and week grids', async ({
  page,
  request,
}) => {
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const owner = await createVerifiedOwner(request, 'short');
  await signIn(page, owner.email, owner.password);
  const ids = await addServices(page, [
    { name: 'Fringe trim', price: '10', minutes: 15 },
    { name: 'Cut', price: '40', minutes: 30 },
  ]);
  const bookings = [
    ['10:00', 'Fringe trim', 'Sandvik'],
    ['10:15', 'Fringe trim', 'Johannessen-Lindqvist'],
    ['10:30', 'Cut', 'Berg'],
  ] as const;
  for (const [time, service, lastName] of bookings) {
    await bookThroughApi(page, {
      firstName: 'Ola',
      lastName,
      serviceIds: [ids[service]!],
      date: '2026-11-24',
      time,
    });
  }

  for (const mode of ['day', 'week'] as const) {
    await page.goto(`/appointments?view=calendar&mode=${mode}&date=2026-11-24`);
    await expectReadable(page, mode, /Ola Sandvik$/);
    // A long name ends in "…" on its one line; the button still names the whole booking.
    await expectReadable(page, mode, /Ola Johannessen-Lindqvist$/);
    await expectReadable(page, mode, /Ola Berg$/);
    await screenshots(page, `calendar-short-bookings-${mode}`);
  }
});
