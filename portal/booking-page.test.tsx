import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PortalBooking, PortalProfile, PortalSlots } from '../contract/portal';
import { setupMswServer } from '../tests/setup/msw-server';
import { PortalApp } from './portal-app';

const profile: PortalProfile = {
  slug: 'ada-hair',
  businessName: 'Ada Hair',
  phone: '+47 912 34 567',
  logo: null,
  timeZone: 'Europe/Oslo',
  currency: null,
  categories: [
    {
      id: 1,
      name: 'Hair',
      description: 'Cuts and colour for every length.',
      services: [
        {
          id: 11,
          name: 'Ladies cut',
          priceType: 'Fixed',
          price: 40,
          durationMinutes: 45,
          description: '',
        },
        {
          id: 12,
          name: 'Colour',
          priceType: 'From',
          price: 95,
          durationMinutes: 105,
          description: '',
        },
      ],
    },
  ],
  // One member: the page does not ask who (member-chooser.test.tsx asks).
  members: [{ id: 1, name: 'Ada', color: 'blue', serviceIds: [11, 12] }],
  address: null,
  weekHours: [],
  contactRule: 'both',
};

const slots: PortalSlots = {
  timeZone: 'Europe/Oslo',
  durationMinutes: 150,
  days: [
    { date: '2026-11-23', slots: [] },
    {
      date: '2026-11-24',
      slots: [
        { time: '10:00', start: '2026-11-24T09:00:00.000Z', end: '2026-11-24T11:30:00.000Z' },
        { time: '10:15', start: '2026-11-24T09:15:00.000Z', end: '2026-11-24T11:45:00.000Z' },
      ],
    },
  ],
};

const booking: PortalBooking = {
  date: '2026-11-24',
  time: '10:15',
  start: '2026-11-24T09:15:00.000Z',
  end: '2026-11-24T11:45:00.000Z',
  services: [
    { name: 'Ladies cut', price: 40, durationMinutes: 45 },
    { name: 'Colour', price: 95, durationMinutes: 105 },
  ],
  total: 135,
  cancelToken: 'token-1',
};

const server = setupMswServer(
  http.get('*/api/public/ada-hair', () => HttpResponse.json(profile)),
  http.get('*/api/public/ada-hair/slots', () => HttpResponse.json(slots)),
);

async function chooseBothAndTime() {
  const user = userEvent.setup();
  render(<PortalApp pathname="/book/ada-hair" />);
  expect(await screen.findByRole('heading', { name: 'Ada Hair' })).toBeVisible();
  await user.click(screen.getByRole('checkbox', { name: /Ladies cut/ }));
  await user.click(screen.getByRole('checkbox', { name: /Colour/ }));
  expect(screen.getByText('2 services · 2 h 30 min · From $135.00')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Choose a time' }));
  const days = await screen.findByRole('group', { name: 'Days with free times' });
  return { user, days };
}

/** Picks 10:15, types Nora Berg's details and confirms. */
async function bookAtQuarterPastTen(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^10:15/ }));
  await user.type(screen.getByLabelText('First name'), 'Nora');
  await user.type(screen.getByLabelText('Last name'), 'Berg');
  await user.type(screen.getByLabelText('Phone'), '+47 48 00 00 00');
  await user.type(screen.getByLabelText('E-mail'), 'nora@example.com');
  await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
}

describe('the booking page', () => {
  it('shows a written description under its category and no block for an empty one', async () => {
    const { container } = render(<PortalApp pathname="/book/ada-hair" />);
    expect(await screen.findByRole('heading', { name: 'Ada Hair' })).toBeVisible();
    const hair = screen.getByRole('group', { name: 'Hair' });
    expect(within(hair).getByText('Cuts and colour for every length.')).toBeVisible();
    // Neither service has a description: nothing is drawn for them.
    expect(container.querySelectorAll('.service-description')).toHaveLength(0);
  });

  it('offers only the days with free times, then books with an Idempotency-Key', async () => {
    const sent: { key: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/api/public/ada-hair/bookings', async ({ request }) => {
        sent.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        return HttpResponse.json(booking, { status: 201 });
      }),
    );
    const { user, days } = await chooseBothAndTime();
    // The 23rd has no free time left: it is not offered at all.
    expect(within(days).queryByRole('button', { name: /November 23|23 November/ })).toBeNull();
    expect(within(days).getByRole('button', { name: /November 24|24 November/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await bookAtQuarterPastTen(user);

    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeVisible();
    expect(screen.getByText('$135.00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute(
      'href',
      '/book/ada-hair/cancel/token-1',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toEqual({
      firstName: 'Nora',
      lastName: 'Berg',
      phone: '+47 48 00 00 00',
      email: 'nora@example.com',
      services: [11, 12],
      date: '2026-11-24',
      time: '10:15',
      website: '',
      note: '',
      // The page's language (jsdom's browser is en-US): the client's mails follow it.
      language: 'en',
    });
  });

  it('sends a booking whose answer was lost again under the same key, so it books once', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/public/ada-hair/bookings', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1
          ? HttpResponse.error()
          : HttpResponse.json(booking, { status: 201 });
      }),
    );
    const { user } = await chooseBothAndTime();
    await bookAtQuarterPastTen(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps what the client typed when they go back for another time', async () => {
    const { user } = await chooseBothAndTime();
    await user.click(screen.getByRole('button', { name: /^10:15/ }));
    await user.type(screen.getByLabelText('First name'), 'Nora');
    await user.click(screen.getByRole('button', { name: '← Times' }));
    await user.click(await screen.findByRole('button', { name: /^10:00/ }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Nora');
  });

  it('says so when the business has turned online booking off', async () => {
    server.use(
      http.get('*/api/public/ada-hair', () =>
        HttpResponse.json(
          {
            errors: [
              {
                msg: 'Ada Hair does not take bookings online at the moment. Please call +47 912 34 567.',
              },
            ],
          },
          { status: 410 },
        ),
      ),
    );
    render(<PortalApp pathname="/book/ada-hair" />);
    expect(await screen.findByRole('heading', { name: 'Online booking is closed' })).toBeVisible();
    expect(screen.getByText(/Please call \+47 912 34 567/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry when the page could not be reached', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/public/ada-hair', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(profile);
      }),
    );
    const user = userEvent.setup();
    render(<PortalApp pathname="/book/ada-hair" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ada Hair' })).toBeVisible();
  });
});
