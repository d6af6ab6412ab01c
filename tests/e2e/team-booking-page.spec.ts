// The booking page asks who (docs/decisions.md, Team), on a phone: the owner has two members who
// cut (Anna and Bo, added through the Team API) and does not cut themself; one client books Anna
// at 12:00, another asks for "No preference" at 12:00, when only Bo is free, and is told Bo.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { TeamMember } from '../../contract/team';
import { slugFromName } from '../../server/repositories/business-slug';
import { createVerifiedOwner, signInUnderWorker } from './helpers/accounts';
import { addServices, apiSend } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { lookAtSchemesAndWidths } from './helpers/look-at';
import { newestMailTo } from './helpers/mail';
import { apiGet, settle } from './helpers/screens';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  // The browser's clock is the server's (10:00 in Oslo), so "today" is the same on both.
  await page.clock.setFixedTime(new Date(E2E_NOW));
});

/** Chooses the cut, then `who` on the "Who would you like?" step, then today's 12:00. */
async function bookNoon(page: Page, slug: string, who: string, first: string): Promise<string> {
  await page.goto(`/book/${slug}`);
  await page.getByRole('checkbox', { name: /Ladies cut/ }).check();
  await page.getByRole('button', { name: 'Choose who' }).click();
  const step = page.getByRole('group', { name: 'Who would you like?' });
  await expect(step.getByRole('radio')).toHaveCount(3);
  await expect(step.getByRole('radio').first()).toHaveAccessibleName(/No preference/);
  await step.getByRole('radio', { name: new RegExp(`^${who}`) }).check();
  if (who === 'No preference') {
    // The step as a client sees it on a computer and a phone, light and dark, axe on each.
    await lookAtSchemesAndWidths(page, 'portal-who', { folder: 'screens', marksScheme: false });
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await page.getByRole('button', { name: 'Choose a time' }).click();
  await page
    .getByRole('group', { name: /Free times on/ })
    .getByRole('button', { name: '12:00' })
    .click();
  const email = `${first.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`;
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill('Client');
  await page.getByLabel('Phone').fill('+47 48 00 00 00');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  return email;
}

test('a client books Anna; "No preference" at a time only Bo is free gets Bo', async ({
  page,
  request,
}) => {
  const businessName = `Team Salon ${randomBytes(3).toString('hex')}`;
  const owner = await createVerifiedOwner(request, 'team-portal', {
    businessName,
    mobile: '912 34 567',
  });
  await signInUnderWorker(page, owner.email, owner.password);
  const ids = await addServices(page, [{ name: 'Ladies cut', price: '40', minutes: 45 }]);
  const cut = ids['Ladies cut']!;
  // Two clients at once in the salon; each member takes one.
  const rules = await apiSend(page, 'PUT', '/api/business-settings/availability', {
    capacity: 2,
    minNoticeMinutes: 120,
    horizonDays: 60,
    onlineBooking: true,
  });
  expect(rules.status).toBe(200);
  const [ownerMember] = await apiGet<TeamMember[]>(page, '/api/team');
  const noCuts = await apiSend(page, 'PUT', `/api/team/${ownerMember!.id}/services`, {
    serviceIds: [],
  });
  expect(noCuts.status).toBe(200);
  for (const [name, color] of [
    ['Anna', 'teal'],
    ['Bo', 'grape'],
  ]) {
    const added = await apiSend(page, 'POST', '/api/team', { name, color, serviceIds: [cut] });
    expect(added.status).toBe(201);
  }
  const slug = slugFromName(businessName);

  await bookNoon(page, slug, 'Anna', 'Astrid');
  await expect(page.getByText('With Anna')).toBeVisible();

  // Anna is taken at 12:00: "No preference" still offers it, and gives it to Bo.
  const email = await bookNoon(page, slug, 'No preference', 'Berit');
  await expect(page.getByText('With Bo')).toBeVisible();
  await settle(page);
  await page.screenshot({
    path: 'test-results/screens/portal-booked-with-390.png',
    fullPage: true,
  });
  await newestMailTo(email, (raw) => raw.includes('with Bo'));
});
