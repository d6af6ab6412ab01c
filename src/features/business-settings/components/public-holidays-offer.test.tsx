import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilitySettings } from '@contract/availability-settings';
import type { PublicHolidays } from '@contract/public-holidays';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { setToken } from '@/lib/session/token-store';
import { OnlineBookingScreen } from './online-booking-screen';

const server = setupMswServer();
afterEach(() => notifications.clean());
// Changes go through the outbox, which sends only with a session token.
beforeEach(() => setToken('token-1'));

const OWNER = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  businessName: 'Ada Hair Studio',
  email: 'ada@example.com',
  businessPhone: '912 34 567',
  country: '+47',
  timezone: 'Europe/Oslo',
  brand_logo: null,
};

const NORWAY: PublicHolidays = {
  region: 'NO',
  holidays: [
    { date: '2026-12-25', localName: '1. juledag', name: 'Christmas Day' },
    { date: '2026-12-26', localName: '2. juledag', name: 'Boxing Day' },
    { date: '2027-01-01', localName: '1. nyttårsdag', name: "New Year's Day" },
    { date: '2027-05-17', localName: 'Grunnlovsdag', name: 'Constitution Day' },
    { date: '2027-05-17', localName: '2. pinsedag', name: 'Whit Monday' },
  ],
};

/** Serves one business's settings and holidays; answers each new closed date and records it. */
function serve(holidays: PublicHolidays) {
  let settings: AvailabilitySettings = {
    capacity: 1,
    minNoticeMinutes: 120,
    horizonDays: 60,
    onlineBooking: true,
    slug: 'ada-hair-studio',
    breaks: [],
    closures: [{ id: 5, fromDate: '2026-12-24', toDate: '2026-12-25', note: 'Christmas' }],
    specialHours: [],
  };
  const added: unknown[] = [];
  const asked = { holidays: 0 };
  server.use(
    http.get('/api/auth', () => HttpResponse.json(OWNER)),
    http.get('/api/business-settings/availability', () => HttpResponse.json(settings)),
    http.get('/api/business-settings/public-holidays', () => {
      asked.holidays += 1;
      return HttpResponse.json(holidays);
    }),
    http.post('/api/business-settings/closures', async ({ request }) => {
      const body = (await request.json()) as { fromDate: string; toDate: string; note: string };
      added.push(body);
      const closure = { id: 10 + added.length, ...body };
      settings = { ...settings, closures: [...settings.closures, closure] };
      return HttpResponse.json({ msg: 'Closed dates added', closure }, { status: 201 });
    }),
  );
  return { added, asked };
}

const renderScreen = () =>
  renderApp(<OnlineBookingScreen />, { path: '/business-settings/online-booking' });

describe('public holidays on the Closed dates card', () => {
  it('adds the ticked holidays in one go, one closed date per date, and not a closed one', async () => {
    const { added } = serve(NORWAY);
    const user = userEvent.setup();
    renderScreen();

    const list = await screen.findByRole('group', { name: 'Public holidays' });
    // 25 December is inside the closure of 24-25 December: shown as closed, not offered.
    const christmas = within(list).getByRole('checkbox', { name: /Fri, 25 Dec 2026: 1\. juledag/ });
    expect(christmas).toBeDisabled();
    expect(christmas).toBeChecked();
    // Two holidays on 17 May 2027 are one date.
    expect(
      within(list).getByRole('checkbox', { name: /Mon, 17 May 2027: Grunnlovsdag, 2\. pinsedag/ }),
    ).toBeChecked();
    await user.click(within(list).getByRole('checkbox', { name: /1\. nyttårsdag/ }));

    await user.click(screen.getByRole('button', { name: 'Add 2 holidays as closed' }));

    expect(await screen.findByText('2 holidays added as closed')).toBeInTheDocument();
    expect(added).toEqual([
      { fromDate: '2026-12-26', toDate: '2026-12-26', note: '2. juledag' },
      { fromDate: '2027-05-17', toDate: '2027-05-17', note: 'Grunnlovsdag, 2. pinsedag' },
    ]);
    // Read again, both are closed now and only New Year's Day is left to offer.
    await waitFor(() =>
      expect(within(list).getByRole('checkbox', { name: /2\. juledag/ })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Add 1 holiday as closed' })).toBeEnabled();
  });

  it('shows nothing to a business the server offers no holidays to', async () => {
    const { asked } = serve({ region: null, holidays: [] });
    renderScreen();
    await screen.findByRole('heading', { name: 'Closed dates' });
    await waitFor(() => expect(asked.holidays).toBe(1));
    // A render after the answer: the card's own add button is there, no holidays section.
    await screen.findByRole('button', { name: 'Add closed dates' });
    expect(screen.queryByRole('heading', { name: 'Public holidays in Norway' })).toBeNull();
    expect(screen.queryByRole('button', { name: /holidays? as closed/ })).toBeNull();
  });
});
