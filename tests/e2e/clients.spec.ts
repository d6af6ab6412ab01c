// The Clients screen and a client's page on the demo business (today 23 November 2026): open it
// from the sidebar, find a client by part of their phone number, read their visits and contact
// links, and keep notes that survive a reload.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { apiGet, screenshots, settle } from './helpers/screens';

interface Client {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  notes: string;
}

interface Visit {
  id: number;
  book_items: { name: string }[];
}

interface ClientDetail extends Client {
  upcoming: Visit[];
  past: Visit[];
  visits: number;
}

function navLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

/** A demo client with a phone, an e-mail and visits both to come and past. */
async function clientWithHistory(page: Page): Promise<ClientDetail> {
  const { clients } = await apiGet<{ clients: Client[] }>(page, '/api/clients?limit=100');
  for (const client of clients.filter((candidate) => candidate.phone && candidate.email)) {
    const detail = await apiGet<ClientDetail>(page, `/api/clients/${client.id}`);
    if (detail.upcoming.length > 0 && detail.past.length > 0) return detail;
  }
  throw new Error('The demo data has no client with a phone, an e-mail and visits');
}

test('finds a client by phone, shows their visits and keeps their notes', async ({ page }) => {
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await navLink(page, 'Clients').click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(navLink(page, 'Clients')).toHaveAttribute('aria-current', 'page');
  const { total } = await apiGet<{ total: number }>(page, '/api/clients');
  await expect(page.getByText(`${total} clients`, { exact: true })).toBeVisible();
  await expect(page.getByText(`1–50 of ${total}`)).toBeVisible();
  // The pointer off the sidebar (its hovered active link is a lighter shade) and the highlight's
  // fade finished before axe measures contrast.
  await page.getByRole('heading', { level: 1, name: 'Clients' }).hover();
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'clients');

  // Part of the phone number: the server matches the start of its digits.
  const client = await clientWithHistory(page);
  const name = `${client.firstName} ${client.lastName}`;
  const partOfPhone = client.phone.slice(0, -2);
  const matches = await apiGet<{ total: number }>(
    page,
    `/api/clients?q=${encodeURIComponent(partOfPhone)}`,
  );
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(partOfPhone);
  const count = matches.total === 1 ? '1 client matches' : `${matches.total} clients match`;
  await expect(page.getByText(`${count} “${partOfPhone}”`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole('link', { name, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${client.phone}` })).toHaveAttribute(
    'href',
    `tel:${client.phone.replace(/[^\d+]/g, '')}`,
  );
  await expect(page.getByRole('link', { name: `E-mail ${client.email}` })).toHaveAttribute(
    'href',
    `mailto:${client.email}`,
  );
  const upcoming = page.getByRole('list', { name: /Upcoming visits/ });
  await expect(upcoming.getByRole('listitem')).toHaveCount(Math.min(10, client.upcoming.length));
  await expect(upcoming.getByRole('listitem').first()).toContainText(
    client.upcoming[0]!.book_items[0]!.name,
  );
  const past = page.getByRole('list', { name: /Past visits/ });
  await expect(past.getByRole('listitem')).toHaveCount(Math.min(10, client.past.length));
  await expect(page.getByText('Visits', { exact: true }).locator('xpath=..')).toContainText(
    String(client.visits),
  );

  // Notes, saved and still there after a reload.
  // Each run starts from fresh demo data, whose clients have no notes yet.
  expect(client.notes).toBe('');
  const text = 'Prefers the window seat; tea, no sugar';
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await notes.fill(text);
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Client updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue(text);
  const saved = await apiGet<ClientDetail>(page, `/api/clients/${client.id}`);
  expect(saved.notes).toBe(text);

  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'client-page');

  // The breadcrumb leads back to the list.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

test('an unknown client shows the not-found page', async ({ page }) => {
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await page.goto('/clients/999999');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to clients' })).toBeVisible();
  await page.goto('/clients/not-a-number');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
