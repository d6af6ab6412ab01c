// A client's data (docs/decisions.md, Client data): the owner exports a client's file (a JSON that
// parses, with their visit), then erases them after the confirmation. The erased client is no
// longer found by name, their page says they were erased, and the Reports takings for the month
// are the same as before. Screenshots at 1280 and 390 px, light and dark; axe on each state.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Report } from '../../contract/reports';
import { createVerifiedOwner, signInThroughApi } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { addServices, apiSend } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { apiGet, screenshots, settle } from './helpers/screens';

const SCREENS = 'client-erasure';
const MONTH = { from: '2026-11-01', to: '2026-11-30' };

/** A booking today (after the pinned now) for a new client, paid by card at its price. */
async function paidBooking(
  page: Page,
  client: { firstName: string; lastName: string; phone: string; email: string },
  serviceId: number,
  time: string,
): Promise<{ id: number; clientId: number }> {
  const booked = await apiSend<{ id: number; clientId: number }>(
    page,
    'POST',
    '/api/appointments',
    {
      client,
      serviceIds: [serviceId],
      date: '2026-11-23',
      time,
    },
  );
  expect(booked.status).toBe(201);
  const paid = await apiSend(page, 'POST', `/api/appointments/${booked.body.id}/checkout`, {
    amount: '450',
    method: 'card',
  });
  expect(paid.status).toBe(200);
  return booked.body;
}

function takingsCard(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText('Takings', { exact: true }) });
}

async function darkToo(page: Page, name: string) {
  await screenshots(page, `${SCREENS}/${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
    .toBe('dark');
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, `${SCREENS}/${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
    .toBe('light');
}

test('a client exported, then erased: not found by name, their visits still in the takings', async ({
  page,
  request,
}, testInfo) => {
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const owner = await createVerifiedOwner(request, 'erase');
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/clients');
  const { Cut: cut } = await addServices(page, [{ name: 'Cut', price: '450', minutes: 60 }]);
  const ingrid = await paidBooking(
    page,
    {
      firstName: 'Ingrid',
      lastName: 'Solberg',
      phone: '+47 934 11 222',
      email: 'ingrid.solberg@example.no',
    },
    cut!,
    '11:00',
  );
  await paidBooking(
    page,
    { firstName: 'Jonas', lastName: 'Berg', phone: '+47 934 33 444', email: 'jonas@example.no' },
    cut!,
    '13:00',
  );

  const reportPath = `/reports?period=custom&from=${MONTH.from}&to=${MONTH.to}`;
  const before = await apiGet<Report>(page, `/api/reports?from=${MONTH.from}&to=${MONTH.to}`);
  expect(before.current.takings).toBe(900);
  await page.goto(reportPath);
  await expect(takingsCard(page)).toContainText('900');
  const takingsText = await takingsCard(page).innerText();

  await test.step('export downloads a JSON file that parses', async () => {
    await page.goto(`/clients/${ingrid.clientId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ingrid Solberg' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this client’s data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`client-${ingrid.clientId}-2026-11-23.json`);
    const file = testInfo.outputPath('client.json');
    await download.saveAs(file);
    const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      client: { firstName: string; email: string };
      visits: { id: number; payments: { amount: number }[] }[];
    };
    expect(exported.client).toMatchObject({
      firstName: 'Ingrid',
      email: 'ingrid.solberg@example.no',
    });
    expect(exported.visits.map((visit) => visit.id)).toEqual([ingrid.id]);
    expect(exported.visits[0]?.payments.map((payment) => payment.amount)).toEqual([450]);
  });

  await test.step('erase after the confirmation', async () => {
    await page.getByRole('button', { name: 'Erase this client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase Ingrid Solberg?' });
    await expect(
      dialog.getByText(/^Removed for good: name, phone, e-mail and notes/),
    ).toBeVisible();
    await expect(dialog.getByText(/^Kept: their bookings and payments/)).toBeVisible();
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await darkToo(page, 'confirm');
    await dialog.getByRole('button', { name: 'Erase client' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Erased client' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'This client was erased on' }),
    ).toBeVisible();
    await expect(page.getByText('Ingrid')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Erase this client' })).toHaveCount(0);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await darkToo(page, 'erased');
  });

  await test.step('no longer found by name', async () => {
    await page.goto('/clients');
    await page.getByRole('searchbox', { name: 'Search clients' }).fill('Ingrid');
    await expect(page.getByText(/^No client matches this search/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search clients' }).fill('Solberg');
    await expect(page.getByText(/^No client matches this search/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search clients' }).fill('');
    await expect(page.getByRole('link', { name: 'Jonas Berg', exact: true })).toBeVisible();
  });

  await test.step('the takings for the month are unchanged', async () => {
    await page.goto(reportPath);
    await expect(takingsCard(page)).toContainText('900');
    expect(await takingsCard(page).innerText()).toBe(takingsText);
    const after = await apiGet<Report>(page, `/api/reports?from=${MONTH.from}&to=${MONTH.to}`);
    expect(after.current).toEqual(before.current);
  });
});
