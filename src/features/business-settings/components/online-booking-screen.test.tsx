import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilitySettings } from '@contract/availability-settings';
import { pickDate, typeTime } from '@tests/setup/date-time-fields';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { setToken } from '@/lib/session/token-store';
import { OnlineBookingScreen } from './online-booking-screen';

const server = setupMswServer();
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});
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

function settings(overrides: Partial<AvailabilitySettings> = {}): AvailabilitySettings {
  return {
    capacity: 1,
    minNoticeMinutes: 120,
    horizonDays: 60,
    onlineBooking: true,
    slug: 'ada-hair-studio',
    breaks: [{ id: 3, dayOfWeek: 2, startTime: '12:00', endTime: '12:30' }],
    closures: [{ id: 5, fromDate: '2026-12-24', toDate: '2026-12-26', note: 'Christmas' }],
    specialHours: [
      {
        id: 9,
        date: '2026-12-31',
        open: true,
        openingTime: '10:00',
        closingTime: '14:00',
        secondOpeningTime: null,
        secondClosingTime: null,
      },
    ],
    ...overrides,
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Serves the settings and records every change; `refuse` answers changes with that message. */
function serveSettings(initial = settings(), refuse?: string) {
  let current = initial;
  const calls: Call[] = [];
  const refusal = () => HttpResponse.json({ errors: [{ msg: refuse }] }, { status: 400 });
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
  };
  server.use(
    http.get('/api/auth', () => HttpResponse.json(OWNER)),
    http.get('/api/business-settings/availability', () => HttpResponse.json(current)),
    // Public holidays have their own tests (public-holidays-offer.test.tsx).
    http.get('/api/business-settings/public-holidays', () =>
      HttpResponse.json({ region: null, holidays: [] }),
    ),
    http.put('/api/business-settings/availability', async ({ request }) => {
      await record(request);
      if (refuse) return refusal();
      const rules = calls.at(-1)!.body as AvailabilitySettings;
      current = { ...current, ...rules };
      return HttpResponse.json({ msg: 'Online booking settings saved', rules });
    }),
    http.post('/api/business-settings/breaks', async ({ request }) => {
      await record(request);
      if (refuse) return refusal();
      const added = {
        id: 4,
        ...(calls.at(-1)!.body as object),
      } as AvailabilitySettings['breaks'][0];
      current = { ...current, breaks: [...current.breaks, added] };
      return HttpResponse.json({ msg: 'Break added', break: added }, { status: 201 });
    }),
    http.post('/api/business-settings/special-hours', async ({ request }) => {
      await record(request);
      if (refuse) return refusal();
      const body = calls.at(-1)!.body as { date: string; open: boolean };
      const saved = {
        id: 10,
        date: body.date,
        open: body.open,
        openingTime: null,
        closingTime: null,
        secondOpeningTime: null,
        secondClosingTime: null,
      };
      current = { ...current, specialHours: [...current.specialHours, saved] };
      return HttpResponse.json({ msg: 'Special hours saved', specialHours: saved });
    }),
    http.delete('/api/business-settings/closures/:id', async ({ request, params }) => {
      await record(request);
      if (refuse) return refusal();
      current = {
        ...current,
        closures: current.closures.filter((c) => c.id !== Number(params.id)),
      };
      return HttpResponse.json({ msg: 'Closed dates removed' });
    }),
  );
  return calls;
}

const renderScreen = () =>
  renderApp(<OnlineBookingScreen />, { path: '/business-settings/online-booking' });

describe('OnlineBookingScreen', () => {
  it('shows the rules, the breaks, closed dates and special hours the server has', async () => {
    serveSettings();
    renderScreen();
    expect(await screen.findByRole('switch', { name: 'Online booking' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Clients at the same time' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Minimum notice before a booking' })).toHaveValue(
      '120 minutes',
    );
    expect(screen.getByRole('textbox', { name: 'How far ahead clients may book' })).toHaveValue(
      '60 days',
    );
    expect(screen.getByText('Clients cannot book a time less than 2 hrs away')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Breaks' })).getByText(
        'Tuesday 12:00 PM to 12:30 PM',
      ),
    ).toBeInTheDocument();
    const closures = within(screen.getByRole('list', { name: 'Closed dates' }));
    expect(closures.getByText('Thu, 24 Dec 2026 to Sat, 26 Dec 2026')).toBeInTheDocument();
    expect(closures.getByText('Christmas')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Special hours' })).getByText(
        'Thu, 31 Dec 2026: open 10:00 AM to 02:00 PM',
      ),
    ).toBeInTheDocument();
  });

  it('saves the four rules together and says so', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderScreen();
    const capacity = await screen.findByRole('textbox', { name: 'Clients at the same time' });
    await user.clear(capacity);
    await user.type(capacity, '3');
    await user.click(screen.getByRole('switch', { name: 'Online booking' }));
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(await screen.findByText('Online booking settings saved')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/business-settings/availability',
        body: { onlineBooking: false, capacity: 3, minNoticeMinutes: 120, horizonDays: 60 },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Clients at the same time' })).toHaveValue('3'),
    );
    expect(screen.getByText('Online booking is off')).toBeInTheDocument();
  });

  it('refuses a capacity out of bounds on the field, without a call', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderScreen();
    const capacity = await screen.findByRole('textbox', { name: 'Clients at the same time' });
    await user.clear(capacity);
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(
      await screen.findByText('Clients at the same time must be a number from 1 to 50'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal of the rules in an alert on the card", async () => {
    serveSettings(settings(), 'Minimum notice must be from 0 to 10080 minutes');
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('switch', { name: 'Online booking' });
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    const alert = await screen.findByRole('alert', { name: 'The booking rules were not saved' });
    expect(alert).toHaveTextContent('Minimum notice must be from 0 to 10080 minutes');
  });

  it('adds a break for the chosen weekday and lists it', async () => {
    const calls = serveSettings(settings({ breaks: [] }));
    const user = userEvent.setup();
    renderScreen();
    expect(
      await screen.findByText('No breaks: clients may book any time you are open.'),
    ).toBeInTheDocument();
    // Monday is ticked to begin with.
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await typeTime(user, 'Break starts', '13:00');
    await typeTime(user, 'Break ends', '13:45');
    await user.click(screen.getByRole('button', { name: 'Add break' }));
    expect(await screen.findByText('Break added')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/business-settings/breaks',
        body: { dayOfWeek: 5, startTime: '13:00', endTime: '13:45' },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Breaks' });
    expect(within(list).getByText('Friday 01:00 PM to 01:45 PM')).toBeInTheDocument();
  });

  it('adds lunch on the five weekdays in one go, one break per day', async () => {
    const calls = serveSettings(settings({ breaks: [] }));
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Weekdays' }));
    await user.click(screen.getByRole('button', { name: 'Add break on 5 days' }));
    expect(await screen.findByText('Breaks added on 5 days')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual(
      [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '12:00', endTime: '12:30' })),
    );
    expect(screen.queryByText('Break added')).toBeNull();
  });

  it('refuses breaks when one of the days has a break in the way, before any call', async () => {
    // The settings have Tuesday 12:00 to 12:30.
    const calls = serveSettings();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Every day' }));
    await typeTime(user, 'Break starts', '12:15');
    await typeTime(user, 'Break ends', '13:00');
    await user.click(screen.getByRole('button', { name: 'Add break on 7 days' }));
    expect(
      await screen.findByText(
        'Tuesday already has a break from 12:00 to 12:30 that overlaps this one',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refuses a break with no weekday ticked', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Add break' }));
    expect(await screen.findByText('Choose at least one weekday')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refuses a break that ends before it starts, on the field', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('spinbutton', { name: 'Break ends' });
    await typeTime(user, 'Break ends', '11:00');
    await user.click(screen.getByRole('button', { name: 'Add break' }));
    expect(await screen.findByText('The break must end after it starts')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal of a break in an alert", async () => {
    serveSettings(settings(), 'The break must end after it starts');
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add break' }));
    expect(await screen.findByRole('alert', { name: 'The break was not added' })).toHaveTextContent(
      'The break must end after it starts',
    );
  });

  it('removes closed dates with their own Remove', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderScreen();
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove closed dates Thu, 24 Dec 2026 to Sat, 26 Dec 2026',
      }),
    );
    expect(await screen.findByText('Closed dates removed')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'DELETE', path: '/api/business-settings/closures/5', body: undefined },
    ]);
    expect(await screen.findByText('No closed dates.')).toBeInTheDocument();
  });

  it('saves a date closed without times', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderScreen();
    await screen.findByLabelText(/^Date/);
    await pickDate(user, /^Date/, '2026-12-27');
    await user.click(screen.getByRole('switch', { name: 'Open on this date' }));
    expect(screen.getByRole('spinbutton', { name: 'Opens at' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save special hours' }));
    expect(await screen.findByText('Special hours saved')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/business-settings/special-hours',
        body: { date: '2026-12-27', open: false },
      },
    ]);
    expect(await screen.findByText('Sun, 27 Dec 2026: closed')).toBeInTheDocument();
  });
});

describe('the Booking link card', () => {
  it('shows the full address, copies it, opens it and draws its QR code', async () => {
    serveSettings();
    // user-event puts its own clipboard in place of the browser's.
    const user = userEvent.setup();
    renderScreen();
    const url = `${window.location.origin}/book/ada-hair-studio`;
    expect(await screen.findByRole('textbox', { name: 'Your booking page' })).toHaveValue(url);
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', url);
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);

    const code = await screen.findByRole('img', { name: `QR code of ${url}` });
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
    expect(screen.getByRole('button', { name: 'Print QR code' })).toBeEnabled();
  });

  it('prints a sheet with only the business name, the code and the address', async () => {
    serveSettings();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // What the browser prints: the body carries the print class while the dialog is open.
      expect(document.body).toHaveClass('salon-print-qr');
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('img', { name: /^QR code of/ });
    const sheet = document.body.querySelector(':scope > div[aria-hidden]');
    expect(sheet).not.toBeNull();
    expect(sheet).toHaveTextContent('Ada Hair Studio');
    expect(sheet).toHaveTextContent(`${window.location.origin}/book/ada-hair-studio`);
    await user.click(screen.getByRole('button', { name: 'Print QR code' }));
    expect(print).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body).not.toHaveClass('salon-print-qr');
  });

  it('says so when the business has no address', async () => {
    serveSettings(settings({ slug: null }));
    renderScreen();
    expect(
      await screen.findByText('Your business has no booking page address yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });
});
