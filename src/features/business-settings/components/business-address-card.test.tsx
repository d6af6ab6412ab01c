// Business information's address and the booking page's contact rule (docs/decisions.md, Address
// and booking page): sent only when changed, and a refused postal code shown on its field.
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@contract/auth';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { BusinessInfoScreen } from './business-info-screen';

const server = setupMswServer();
beforeEach(() => localStorage.setItem('token', 'test-token'));
afterEach(() => notifications.clean());

const owner: CurrentUser = {
  id: 3,
  firstName: 'Ada',
  lastName: 'Lovelace',
  businessName: 'Ada Hair Studio',
  email: 'ada@example.com',
  businessPhone: '912 34 567',
  country: '+47',
  timezone: 'Europe/Oslo',
  brand_logo: null,
  slug: 'ada-hair-studio',
  address: { street: 'Storgata 1', postalCode: '0155', city: 'Oslo' },
  bookingContact: 'both',
};

function serveProfile() {
  let user = { ...owner };
  const updates: Record<string, FormDataEntryValue>[] = [];
  server.use(
    http.get('/api/auth', () => HttpResponse.json(user)),
    http.put('/api/business_settings/info_update/:userId', async ({ request }) => {
      const form = await request.formData();
      const fields = Object.fromEntries(form.entries());
      updates.push(fields);
      if (fields.postal_code === '155') {
        return HttpResponse.json(
          {
            errors: [
              {
                msg: 'A Norwegian postal code is 4 digits',
                code: 'postal_code_invalid',
                param: 'postal_code',
              },
            ],
          },
          { status: 400 },
        );
      }
      user = {
        ...user,
        address: {
          street: String(fields.street_address ?? user.address?.street),
          postalCode: String(fields.postal_code ?? user.address?.postalCode),
          city: String(fields.city ?? user.address?.city),
        },
        bookingContact: fields.booking_contact === 'phone' ? 'phone' : user.bookingContact,
      };
      return HttpResponse.json({ msg: 'Business information updated successfully', user });
    }),
  );
  return updates;
}

const renderScreen = () =>
  renderApp(<BusinessInfoScreen />, { path: '/business-settings/business-info' });

describe('the address and the contact rule on Business information', () => {
  it('sends the changed address parts, and nothing it did not change', async () => {
    const updates = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    const street = await screen.findByLabelText('Street address');
    expect(street).toHaveValue('Storgata 1');
    await user.clear(street);
    await user.type(street, 'Markveien 35');
    // The rule's select shows the business's own; choosing another is the server tests' and
    // the end-to-end spec's to drive (Mantine's combobox in jsdom).
    expect(screen.getAllByLabelText('Clients give')[0]).toHaveValue('Phone and e-mail');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ street_address: 'Markveien 35' });
    expect(updates[0]).not.toHaveProperty('booking_contact');
    expect(updates[0]).not.toHaveProperty('postal_code');
    expect(updates[0]).not.toHaveProperty('city');
    expect(await screen.findByText('Business information updated successfully')).toBeVisible();
  });

  it('clears an address part emptied by the owner', async () => {
    const updates = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    await user.clear(await screen.findByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ city: '' });
  });

  it("shows the server's refusal of a postal code on the field", async () => {
    serveProfile();
    const user = userEvent.setup();
    renderScreen();
    const postalCode = await screen.findByLabelText('Postal code');
    await user.clear(postalCode);
    await user.type(postalCode, '155');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
        /A Norwegian postal code is 4 digits/,
      ),
    );
  });
});
