// A member's split day (docs/decisions.md, Team; Split days), beside the team's other specs: the
// owner gives their own member a split Tuesday, 10:00-12:00 and 14:00-18:00, on the member's
// working hours editor, and the booking page offers nothing in the gap that Tuesday. The editor
// passes axe and is photographed at 1280 and 390 px, light and dark.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { PortalSlots } from '../../contract/portal';
import type { TeamMember } from '../../contract/team';
import { slugFromName } from '../../server/repositories/business-slug';
import { createVerifiedOwner, signInUnderWorker } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { expectTime, fillTime } from './helpers/date-time-fields';
import { addServices } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { apiGet, settle } from './helpers/screens';

// The Tuesday after the pinned "now" (Monday 23 November 2026): open 10:00-19:00 by default.
const TUESDAY = '2026-11-24';

/** The editor in light and dark at both widths: no serious axe violation, and a screenshot. */
async function photograph(page: Page, name: string): Promise<void> {
  // A save's notification fades out on its own: the editor is what is looked at.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 20_000 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await test.step(`${name} ${scheme} ${width} px`, () => expectNoSeriousA11yViolations(page));
      await page.screenshot({
        path: `test-results/screens/team-${name}-${scheme}-${width}.png`,
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(page);
}

test('the owner gives a member a split Tuesday, and the booking page skips its gap', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The booking page's days start at the browser's today: the server's pinned one.
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const businessName = `Split Team ${randomBytes(3).toString('hex')}`;
  const owner = await createVerifiedOwner(request, 'team-split', { businessName });
  await signInUnderWorker(page, owner.email, owner.password);
  const ids = await addServices(page, [{ name: 'Cut', price: '450', minutes: 60 }]);

  // The owner is the business's one member: their own hours, Tuesday split.
  await page.goto('/business-settings/team');
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  const hours = page.getByRole('region', { name: 'Working hours' });
  await hours.getByText('Own hours', { exact: true }).click();
  await hours.getByRole('button', { name: 'Add a second range on Tuesday' }).click();
  await fillTime(hours, 'Tuesday starts', '10:00');
  await fillTime(hours, 'Tuesday ends', '12:00');
  await fillTime(hours, 'Tuesday starts again', '14:00');
  await fillTime(hours, 'Tuesday ends again', '18:00');
  await hours.getByRole('button', { name: 'Save working hours' }).click();
  await expect(page.getByText('Working hours saved')).toBeVisible();

  // As the server stored it, and as the reloaded editor shows it.
  const [member] = await apiGet<TeamMember[]>(page, '/api/team');
  expect(member?.hours?.[1]).toEqual({
    dayOfWeek: 2,
    open: true,
    startTime: '10:00',
    endTime: '12:00',
    secondStartTime: '14:00',
    secondEndTime: '18:00',
  });
  await page.reload();
  await expectTime(hours, 'Tuesday starts again', '14:00');
  await expectTime(hours, 'Tuesday ends again', '18:00');
  await expect(
    hours.getByRole('button', { name: 'Remove the second range on Tuesday' }),
  ).toBeVisible();
  await photograph(page, 'member-split-day');

  // The booking page, on a phone: Tuesday's times skip the member's gap.
  const slug = slugFromName(businessName);
  const slots = await request.get(
    `/api/public/${slug}/slots?from=${TUESDAY}&to=${TUESDAY}&services=${ids.Cut}`,
  );
  expect(slots.status()).toBe(200);
  const times = ((await slots.json()) as PortalSlots).days[0]!.slots.map((slot) => slot.time);
  expect(times).toContain('11:00');
  expect(times).toContain('14:00');
  expect(times.filter((time) => time > '11:00' && time < '14:00')).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/book/${slug}`);
  await page.getByRole('checkbox', { name: /Cut/ }).check();
  await page.getByRole('button', { name: 'Choose a time' }).click();
  await page.getByRole('button', { name: /24 November 2026/ }).click();
  const offered = page.getByRole('group', { name: /Free times on .*24 November 2026/ });
  await expect(offered.getByRole('button', { name: '11:00' })).toBeVisible();
  await expect(offered.getByRole('button', { name: '14:00' })).toBeVisible();
  // The page writes the hour as the browser's locale does ("9:00"): compared as 'HH:mm'.
  const shown = (await offered.getByRole('button').allInnerTexts()).map((time) =>
    time.trim().padStart(5, '0'),
  );
  expect(shown.filter((time) => time > '11:00' && time < '14:00')).toEqual([]);
  expect(shown).toEqual(times);
});
