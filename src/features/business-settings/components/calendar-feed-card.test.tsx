// "Calendar feed" (docs/decisions.md, Calendar feed): the business's address with Copy and its QR
// code, a member's address, "Replace address" asked first and sent as a call, the names choice
// through the outbox, and the card in Norwegian.
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarFeeds } from '@contract/calendar-feeds';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { setToken } from '@/lib/session/token-store';
import { CalendarFeedCard } from './calendar-feed-card';

const BUSINESS_URL = 'http://localhost:3000/feeds/business-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const JONAS_URL = 'http://localhost:3000/feeds/jonas-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';
const NEW_URL = 'http://localhost:3000/feeds/new-cccccccccccccccccccccccccccccccccccccccc.ics';

let stored: CalendarFeeds;
const replaced: unknown[] = [];
const namesSaved: unknown[] = [];

setupMswServer(
  http.get('/api/business-settings/calendar-feeds', () => HttpResponse.json(stored)),
  http.post('/api/business-settings/calendar-feeds/replace', async ({ request }) => {
    const body = (await request.json()) as { memberId: number | null };
    replaced.push(body);
    stored = {
      ...stored,
      feeds: stored.feeds.map((feed) =>
        feed.memberId === body.memberId ? { ...feed, url: NEW_URL } : feed,
      ),
    };
    return HttpResponse.json({ msg: 'Calendar feed address replaced', calendarFeeds: stored });
  }),
  http.put('/api/business-settings/calendar-feeds', async ({ request }) => {
    const body = (await request.json()) as { fullNames: boolean };
    namesSaved.push(body);
    stored = { ...stored, fullNames: body.fullNames };
    return HttpResponse.json({ msg: 'Calendar feed names saved', calendarFeeds: stored });
  }),
);

beforeEach(() => {
  setToken('token-1');
  resetLanguageForTests('en');
  replaced.length = 0;
  namesSaved.length = 0;
  stored = {
    fullNames: false,
    feeds: [
      { memberId: null, memberName: null, url: BUSINESS_URL },
      { memberId: 7, memberName: 'Jonas', url: JONAS_URL },
    ],
  };
});
afterEach(() => {
  notifications.clean();
  resetLanguageForTests('en');
});

describe('CalendarFeedCard', () => {
  it('shows the business’s address with its QR code and copies it', async () => {
    renderApp(<CalendarFeedCard />, { path: '/business-settings/business-info' });
    const user = userEvent.setup();
    const address = await screen.findByRole('textbox', {
      name: 'Calendar feed address: The whole business',
    });
    expect(address).toHaveValue(BUSINESS_URL);
    expect(await screen.findByRole('img', { name: `QR code of ${BUSINESS_URL}` })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(BUSINESS_URL);
  });

  it('shows a member’s own address when chosen', async () => {
    renderApp(<CalendarFeedCard />, { path: '/business-settings/business-info' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Whose bookings' }));
    await user.click(await screen.findByRole('option', { name: 'Jonas', hidden: true }));
    expect(
      await screen.findByRole('textbox', { name: 'Calendar feed address: Jonas' }),
    ).toHaveValue(JONAS_URL);
  });

  it('replaces an address only after saying the old one stops working', async () => {
    renderApp(<CalendarFeedCard />, { path: '/business-settings/business-info' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replace address' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Replace this calendar feed address?',
    });
    expect(within(dialog).getByText(/The old address stops working at once/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(replaced).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Replace address' }));
    const asked = await screen.findByRole('dialog');
    await user.click(within(asked).getByRole('button', { name: 'Replace address' }));
    await waitFor(() => expect(replaced).toEqual([{ memberId: null }]));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', {
          name: 'Calendar feed address: The whole business',
        }),
      ).toHaveValue(NEW_URL),
    );
    expect(await screen.findByText('New address made. The old one no longer works.')).toBeVisible();
  });

  it('saves the names choice', async () => {
    renderApp(<CalendarFeedCard />, { path: '/business-settings/business-info' });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Full name'));
    await waitFor(() => expect(namesSaved).toEqual([{ fullNames: true }]));
    expect(await screen.findByText('Calendar feed names saved')).toBeVisible();
  });

  it('speaks Norwegian', async () => {
    resetLanguageForTests('nb');
    renderApp(<CalendarFeedCard />, { path: '/business-settings/business-info' });
    expect(await screen.findByRole('heading', { name: 'Kalenderabonnement' })).toBeVisible();
    expect(
      await screen.findByRole('textbox', { name: 'Abonnementsadresse: Hele salongen' }),
    ).toHaveValue(BUSINESS_URL);
    expect(screen.getByRole('button', { name: 'Bytt adresse' })).toBeVisible();
    expect(screen.getByText('Bare fornavn')).toBeVisible();
  });
});
