// Special hours of a split date (docs/decisions.md, Split days): "Add a second range" on the
// Special hours card sends both ranges, and the list names both.
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilitySettings, SpecialHours } from '@contract/availability-settings';
import { pickDate, typeTime } from '@tests/setup/date-time-fields';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { setToken } from '@/lib/session/token-store';
import { OnlineBookingScreen } from './online-booking-screen';

const server = setupMswServer();
afterEach(() => notifications.clean());
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

function serveSettings() {
  let current: AvailabilitySettings = {
    capacity: 1,
    minNoticeMinutes: 120,
    horizonDays: 60,
    onlineBooking: true,
    slug: 'ada-hair-studio',
    breaks: [],
    closures: [],
    specialHours: [],
  };
  const bodies: unknown[] = [];
  server.use(
    http.get('/api/auth', () => HttpResponse.json(OWNER)),
    http.get('/api/business-settings/availability', () => HttpResponse.json(current)),
    http.get('/api/business-settings/public-holidays', () =>
      HttpResponse.json({ region: null, holidays: [] }),
    ),
    http.post('/api/business-settings/special-hours', async ({ request }) => {
      const body = (await request.json()) as Omit<SpecialHours, 'id'>;
      bodies.push(body);
      const saved: SpecialHours = { id: 10, ...body };
      current = { ...current, specialHours: [saved] };
      return HttpResponse.json({ msg: 'Special hours saved', specialHours: saved });
    }),
  );
  return bodies;
}

describe('special hours of a split date', () => {
  it('adds a second range and saves both', async () => {
    const bodies = serveSettings();
    const user = userEvent.setup();
    renderApp(<OnlineBookingScreen />, { path: '/business-settings/online-booking' });
    await screen.findByLabelText(/^Date/);
    await pickDate(user, /^Date/, '2026-12-27');
    await typeTime(user, 'Opens at', '09:00');
    await typeTime(user, 'Closes at', '13:00');
    await user.click(screen.getByRole('button', { name: 'Add a second range' }));
    await typeTime(user, 'Opens again at', '15:00');
    await typeTime(user, 'Closes again at', '19:00');
    await user.click(screen.getByRole('button', { name: 'Save special hours' }));

    expect(await screen.findByText('Special hours saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        date: '2026-12-27',
        open: true,
        openingTime: '09:00',
        closingTime: '13:00',
        secondOpeningTime: '15:00',
        secondClosingTime: '19:00',
      },
    ]);
    expect(await screen.findByText(/Sun, 27 Dec 2026: open .* and .* to /)).toBeInTheDocument();
  });
});
