// The Online booking screen in Norwegian (docs/decisions.md, Languages; docs/glossary.md: pause,
// stengt dag, avvikende åpningstider): its cards and rows in Norwegian, and a server refusal told
// from its code rather than shown in the server's English.
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilitySettings } from '@contract/availability-settings';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { setToken } from '@/lib/session/token-store';
import { OnlineBookingScreen } from './online-booking-screen';

const server = setupMswServer();
beforeEach(() => {
  setToken('token-1');
  resetLanguageForTests('nb');
});
afterEach(() => {
  notifications.clean();
  resetLanguageForTests('en');
});

const SETTINGS: AvailabilitySettings = {
  capacity: 1,
  minNoticeMinutes: 120,
  horizonDays: 60,
  onlineBooking: true,
  slug: 'ada-hair-studio',
  breaks: [{ id: 3, dayOfWeek: 2, startTime: '12:00', endTime: '12:30' }],
  closures: [{ id: 5, fromDate: '2026-12-24', toDate: '2026-12-26', note: 'Jul' }],
  specialHours: [],
};

describe('OnlineBookingScreen in Norwegian', () => {
  it('names its cards and rows in Norwegian and tells a refusal from its code', async () => {
    server.use(
      http.get('/api/auth', () => HttpResponse.json({ id: 7, businessName: 'Ada Hair Studio' })),
      http.get('/api/business-settings/availability', () => HttpResponse.json(SETTINGS)),
      http.get('/api/business-settings/public-holidays', () =>
        HttpResponse.json({ region: null, holidays: [] }),
      ),
      http.post('/api/business-settings/breaks', () =>
        HttpResponse.json(
          {
            errors: [
              {
                msg: 'Tuesday already has a break from 12:00 to 12:30 that overlaps this one',
                code: 'break_overlap',
                param: 'startTime',
              },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(<OnlineBookingScreen />, { path: '/business-settings/online-booking' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nettbestilling' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bestillingsregler' })).toBeInTheDocument();
    expect(screen.getByText(/^Tirsdag 12:00/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stengte dager' })).toBeInTheDocument();
    expect(
      screen.getByText('Ingen avvikende åpningstider: alle datoer følger ukedagens åpningstider.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Legg til pause' }));
    const alert = (await screen.findByText('Pausen ble ikke lagt til')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Pausen overlapper en annen pause samme dag');
    expect(alert).not.toHaveTextContent('already has a break');
  });
});
