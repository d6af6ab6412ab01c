// The "Who would you like?" step (docs/decisions.md, Team): asked only when more than one member
// performs the chosen services, "No preference" first; the choice reaches the slots call, the
// booking and the confirmation.
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
      description: '',
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
  members: [
    { id: 7, name: 'Ada', color: 'blue', serviceIds: [11, 12] },
    { id: 8, name: 'Bo', color: 'teal', serviceIds: [11] },
    { id: 9, name: 'Cleo', color: 'grape', serviceIds: [11, 12] },
  ],
  address: null,
  weekHours: [],
  contactRule: 'both',
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

const booking = (member: { id: number; name: string }): PortalBooking => ({
  date: '2026-11-24',
  time: '10:00',
  start: '2026-11-24T09:00:00.000Z',
  end: '2026-11-24T09:45:00.000Z',
  services: [{ name: 'Ladies cut', price: 40, durationMinutes: 45 }],
  total: 40,
  member,
  cancelToken: 'token-1',
});

const slotQueries: URLSearchParams[] = [];
const bodies: unknown[] = [];
const server = setupMswServer(
  http.get('*/api/public/ada-hair', () => HttpResponse.json(profile)),
  http.get('*/api/public/ada-hair/slots', ({ request }) => {
    slotQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(slots);
  }),
);

function answerBookingWith(member: { id: number; name: string }) {
  bodies.length = 0;
  slotQueries.length = 0;
  server.use(
    http.post('*/api/public/ada-hair/bookings', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(booking(member), { status: 201 });
    }),
  );
}

async function start(...services: RegExp[]) {
  const user = userEvent.setup();
  render(<PortalApp pathname="/book/ada-hair" />);
  expect(await screen.findByRole('heading', { name: 'Ada Hair' })).toBeVisible();
  for (const service of services) await user.click(screen.getByRole('checkbox', { name: service }));
  return user;
}

async function bookTen(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^10:00/ }));
  await user.type(screen.getByLabelText('First name'), 'Nora');
  await user.type(screen.getByLabelText('Last name'), 'Berg');
  await user.type(screen.getByLabelText('Phone'), '+47 48 00 00 00');
  await user.type(screen.getByLabelText('E-mail'), 'nora@example.com');
  await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
}

describe('the booking page asks who', () => {
  it('lists "No preference" first, then the members who do every chosen service', async () => {
    answerBookingWith({ id: 9, name: 'Cleo' });
    const user = await start(/Ladies cut/, /Colour/);
    await user.click(screen.getByRole('button', { name: 'Choose who' }));
    const who = await screen.findByRole('group', { name: 'Who would you like?' });
    const choices = within(who).getAllByRole('radio');
    // Bo does not colour: he is not offered for a cut and colour.
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'No preferenceWhoever is free',
      'Ada',
      'Cleo',
    ]);
    expect(within(who).getByRole('radio', { name: /No preference/ })).toBeChecked();
    await user.click(within(who).getByRole('radio', { name: 'Cleo' }));
    expect(screen.getByText('With Cleo')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Choose a time' }));
    expect(await screen.findByRole('button', { name: '← Who' })).toBeVisible();
    await bookTen(user);

    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeVisible();
    expect(screen.getByText(/With Cleo/)).toBeVisible();
    expect(slotQueries.at(-1)?.get('member')).toBe('9');
    expect(bodies).toEqual([expect.objectContaining({ services: [11, 12], memberId: 9 })]);
  });

  it('sends no member for "No preference" and names the one the server gave', async () => {
    answerBookingWith({ id: 8, name: 'Bo' });
    const user = await start(/Ladies cut/);
    await user.click(screen.getByRole('button', { name: 'Choose who' }));
    await user.click(screen.getByRole('button', { name: 'Choose a time' }));
    await bookTen(user);

    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeVisible();
    expect(screen.getByText(/With Bo/)).toBeVisible();
    expect(slotQueries.at(-1)?.has('member')).toBe(false);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('memberId');
  });

  it('skips the step when only one member does the chosen services', async () => {
    server.use(
      http.get('*/api/public/ada-hair', () =>
        HttpResponse.json({
          ...profile,
          members: profile.members.filter((member) => member.id !== 9),
        }),
      ),
    );
    answerBookingWith({ id: 7, name: 'Ada' });
    const user = await start(/Ladies cut/, /Colour/);
    await user.click(screen.getByRole('button', { name: 'Choose a time' }));
    expect(await screen.findByRole('button', { name: '← Services' })).toBeVisible();
    await bookTen(user);

    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeVisible();
    expect(slotQueries.at(-1)?.has('member')).toBe(false);
    expect(bodies[0]).not.toHaveProperty('memberId');
  });
});
