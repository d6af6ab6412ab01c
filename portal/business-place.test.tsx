// The booking page's address block, opening hours, service descriptions, note and contact rule
// (docs/decisions.md, Address and booking page).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalBooking, PortalProfile, PortalSlots } from '../contract/portal';
import { setupMswServer } from '../tests/setup/msw-server';
import { PortalApp } from './portal-app';

const closed = (dayOfWeek: number) => ({
  dayOfWeek,
  open: false,
  openingTime: null,
  closingTime: null,
  secondOpeningTime: null,
  secondClosingTime: null,
  breaks: [],
});
const open = (dayOfWeek: number, breaks: { start: string; end: string }[] = []) => ({
  dayOfWeek,
  open: true,
  openingTime: '09:00',
  closingTime: '17:00',
  secondOpeningTime: null,
  secondClosingTime: null,
  breaks,
});

const profile: PortalProfile = {
  slug: 'ada-hair',
  businessName: 'Ada Hair',
  phone: '+47 912 34 567',
  logo: null,
  timeZone: 'Europe/Oslo',
  currency: 'NOK',
  categories: [
    {
      id: 1,
      name: 'Hair',
      description: '',
      services: [
        {
          id: 11,
          name: 'Ladies cut',
          priceType: 'Fixed',
          price: 400,
          durationMinutes: 45,
          description: 'Wash, cut and blow-dry.',
        },
        {
          id: 12,
          name: 'Fringe',
          priceType: 'Fixed',
          price: 100,
          durationMinutes: 15,
          description: '',
        },
      ],
    },
  ],
  members: [{ id: 1, name: 'Ada', color: 'blue', serviceIds: [11, 12] }],
  address: { street: 'Storgata 1', postalCode: '0155', city: 'Oslo' },
  weekHours: [
    open(1),
    open(2, [{ start: '12:00', end: '12:30' }]),
    open(3),
    open(4),
    open(5),
    closed(6),
    closed(7),
  ],
  contactRule: 'phone',
};

const slots: PortalSlots = {
  timeZone: 'Europe/Oslo',
  durationMinutes: 45,
  days: [
    {
      date: '2026-11-24',
      slots: [
        { time: '10:00', start: '2026-11-24T09:00:00.000Z', end: '2026-11-24T09:45:00.000Z' },
      ],
    },
  ],
};

const booking: PortalBooking = {
  date: '2026-11-24',
  time: '10:00',
  start: '2026-11-24T09:00:00.000Z',
  end: '2026-11-24T09:45:00.000Z',
  services: [{ name: 'Ladies cut', price: 400, durationMinutes: 45 }],
  total: 400,
  cancelToken: 'token-1',
};

const server = setupMswServer(
  http.get('*/api/public/ada-hair', () => HttpResponse.json(profile)),
  http.get('*/api/public/ada-hair/slots', () => HttpResponse.json(slots)),
);

afterEach(() => localStorage.clear());

const withProfile = (changes: Partial<PortalProfile>) =>
  server.use(
    http.get('*/api/public/ada-hair', () => HttpResponse.json({ ...profile, ...changes })),
  );

async function toDetails() {
  const user = userEvent.setup();
  render(<PortalApp pathname="/book/ada-hair" />);
  await user.click(await screen.findByRole('checkbox', { name: /Ladies cut/ }));
  await user.click(screen.getByRole('button', { name: 'Choose a time' }));
  await user.click(await screen.findByRole('button', { name: /^10:00/ }));
  await user.type(screen.getByLabelText('First name'), 'Nora');
  await user.type(screen.getByLabelText('Last name'), 'Berg');
  return user;
}

describe('where and when on the booking page', () => {
  it('shows the address with a map search link and the week, breaks and closed days', async () => {
    render(<PortalApp pathname="/book/ada-hair" />);
    const place = await screen.findByRole('region', { name: 'Address and opening hours' });
    expect(within(place).getByText('Storgata 1')).toBeVisible();
    expect(within(place).getByText('0155 Oslo')).toBeVisible();
    const map = within(place).getByRole('link', { name: /Show Storgata 1, 0155 Oslo on a map/ });
    expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Storgata%201%2C%200155%20Oslo',
    );
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(place).getByText('Monday')).toBeVisible();
    expect(within(place).getByText(/^Break 12:00.*12:30/)).toBeVisible();
    expect(within(place).getAllByText('Closed')).toHaveLength(2);
  });

  it('names the weekdays in Norwegian on a Norwegian page, on a 24-hour clock', async () => {
    localStorage.setItem('booking-page-language', 'nb');
    render(<PortalApp pathname="/book/ada-hair" />);
    const place = await screen.findByRole('region', { name: 'Adresse og åpningstider' });
    expect(within(place).getByText('mandag')).toBeInTheDocument();
    expect(within(place).getByText('søndag')).toBeInTheDocument();
    const days = [...place.querySelectorAll('.place-day')].map((day) => day.textContent);
    expect(days[0]).toBe('mandag9:00–17:00');
    expect(days[1]).toBe('tirsdag9:00–17:00Pause 12:00–12:30');
    expect(days[6]).toBe('søndagStengt');
    expect(
      within(place).getByRole('link', { name: /Vis Storgata 1, 0155 Oslo i kart/ }),
    ).toBeVisible();
  });

  it("shows a split day's two ranges (docs/decisions.md, Split days)", async () => {
    withProfile({
      weekHours: profile.weekHours.map((day) =>
        day.dayOfWeek === 6
          ? {
              ...open(6),
              closingTime: '13:00',
              secondOpeningTime: '15:00',
              secondClosingTime: '19:00',
            }
          : day,
      ),
    });
    render(<PortalApp pathname="/book/ada-hair" />);
    const place = await screen.findByRole('region', { name: 'Address and opening hours' });
    const days = [...place.querySelectorAll('.place-day')].map((day) => day.textContent);
    expect(days[5]).toBe('Saturday9:00–13:00, 15:00–19:00');
  });

  it('leaves the address out when the business gave none', async () => {
    withProfile({ address: null });
    render(<PortalApp pathname="/book/ada-hair" />);
    const place = await screen.findByRole('region', { name: 'Address and opening hours' });
    expect(within(place).queryByRole('link')).toBeNull();
    expect(within(place).getByText('Monday')).toBeVisible();
  });

  it('shows a description only where the owner wrote one', async () => {
    render(<PortalApp pathname="/book/ada-hair" />);
    const cut = await screen.findByRole('checkbox', { name: /Ladies cut/ });
    expect(cut.closest('label')).toHaveTextContent('Wash, cut and blow-dry.');
    const fringe = screen.getByRole('checkbox', { name: /Fringe/ });
    expect(fringe.closest('label')?.querySelector('.service-description')).toBeNull();
  });
});

describe('the contact rule and the note', () => {
  it('books with a phone only and a note when the business asks a phone', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/public/ada-hair/bookings', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(booking, { status: 201 });
      }),
    );
    const user = await toDetails();
    expect(screen.getByLabelText('Phone')).toBeRequired();
    expect(screen.getByLabelText('E-mail (optional)')).not.toBeRequired();
    await user.type(screen.getByLabelText('Phone'), '+47 48 00 00 00');
    await user.type(screen.getByLabelText(/Note to the business/), 'Allergic to ammonia');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeVisible();
    // No e-mail: the page promises no confirmation.
    expect(screen.queryByText(/confirmation/)).toBeNull();
    expect(sent).toEqual([
      expect.objectContaining({ phone: '+47 48 00 00 00', email: '', note: 'Allergic to ammonia' }),
    ]);
  });

  it('asks for one of the two before sending when the business takes either', async () => {
    withProfile({ contactRule: 'either' });
    let calls = 0;
    server.use(
      http.post('*/api/public/ada-hair/bookings', () => {
        calls += 1;
        return HttpResponse.json(booking, { status: 201 });
      }),
    );
    const user = await toDetails();
    expect(screen.getByText('Give a phone number or an e-mail address, or both.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a phone number or an e-mail address.',
    );
    expect(calls).toBe(0);
    await user.type(screen.getByLabelText('E-mail (optional)'), 'nora@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeVisible();
    expect(calls).toBe(1);
  });

  it("tells the server's contact refusal in the page's language", async () => {
    localStorage.setItem('booking-page-language', 'nb');
    // The page was read under an older rule: the server's is the one that counts.
    server.use(
      http.post('*/api/public/ada-hair/bookings', () =>
        HttpResponse.json(
          { errors: [{ msg: 'E-mail is required', code: 'email_required', param: 'email' }] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(<PortalApp pathname="/book/ada-hair" />);
    await user.click(await screen.findByRole('checkbox', { name: /Ladies cut/ }));
    await user.click(screen.getByRole('button', { name: 'Velg tidspunkt' }));
    await user.click(await screen.findByRole('button', { name: /^10:00/ }));
    await user.type(screen.getByLabelText('Fornavn'), 'Nora');
    await user.type(screen.getByLabelText('Etternavn'), 'Berg');
    await user.type(screen.getByLabelText('Telefon'), '+47 48 00 00 00');
    await user.click(screen.getByRole('button', { name: 'Bekreft bestillingen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Skriv inn e-postadressen din.');
  });
});
