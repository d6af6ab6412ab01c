import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@contract/auth';
import {
  BOOKING_SLUG_TAKEN_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
} from '@contract/business-settings';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { outbox } from '@/lib/offline/outbox';
import { BusinessInfoScreen } from './business-info-screen';

const server = setupMswServer();
beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  URL.createObjectURL = vi.fn(() => 'blob:logo-preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  notifications.clean();
});

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
};

/** Slugs another business has: the server refuses them with its 409. */
const TAKEN_SLUGS = new Set(['grace-cuts']);

/** Serves the profile and records each multipart update as a plain object of its fields. */
function serveProfile(start: CurrentUser = owner) {
  let user = { ...start };
  const updates: Record<string, FormDataEntryValue>[] = [];
  const removals: string[] = [];
  server.use(
    http.get('/api/auth', () => HttpResponse.json(user)),
    http.put('/api/business_settings/info_update/:userId', async ({ request, params }) => {
      expect(params.userId).toBe('3');
      const form = await request.formData();
      updates.push(Object.fromEntries(form.entries()));
      const slug = form.get('slug');
      if (form.get('password') && form.get('current_password') !== 'the current secret') {
        return HttpResponse.json(
          { errors: [{ msg: CURRENT_PASSWORD_WRONG_MESSAGE, param: 'current_password' }] },
          { status: 400 },
        );
      }
      if (typeof slug === 'string' && TAKEN_SLUGS.has(slug)) {
        return HttpResponse.json(
          { errors: [{ msg: BOOKING_SLUG_TAKEN_MESSAGE, param: 'slug' }] },
          { status: 409 },
        );
      }
      user = {
        ...user,
        firstName: String(form.get('firstname')),
        lastName: String(form.get('lastname')),
        businessName: String(form.get('business_name') ?? user.businessName),
        businessPhone: String(form.get('mobile')),
        brand_logo: form.get('brand_logo') ? 'stored-logo.png' : user.brand_logo,
        slug: typeof slug === 'string' && slug ? slug : user.slug,
      };
      return HttpResponse.json({ msg: 'Business information updated successfully', user });
    }),
    http.put('/api/business_settings/brand_logo/:userId', ({ params }) => {
      removals.push(String(params.userId));
      user = { ...user, brand_logo: null };
      return HttpResponse.json({ msg: 'Business Brand logo removed successfully', user });
    }),
  );
  return { updates, removals };
}

const renderScreen = () =>
  renderApp(<BusinessInfoScreen />, { path: '/business-settings/business-info' });
const save = () => screen.getByRole('button', { name: 'Save' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('BusinessInfoScreen', () => {
  it('shows the email read-only and the password disabled until asked', async () => {
    serveProfile();
    const user = userEvent.setup();
    renderScreen();
    // The business name is editable (docs/decisions.md, Business name).
    expect(await screen.findByLabelText('Business name')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Business name')).toHaveValue('Ada Hair Studio');
    expect(screen.getByLabelText('Business email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Business email')).toHaveValue('ada@example.com');
    const password = screen.getByLabelText('Password');
    expect(password).toBeDisabled();
    expect(password).toHaveAttribute('placeholder', '••••••••');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText(/Current password/)).toBeEnabled();
    expect(screen.getByLabelText(/^New password/)).toBeEnabled();
    expect(screen.getByLabelText(/Confirm new password/)).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Keep current password' }));
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });

  it('sends the names, phone and time zone, never an unchanged password', async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    const firstName = await screen.findByLabelText(/First name/);
    await user.clear(firstName);
    await user.type(firstName, 'Grace');
    await user.clear(screen.getByLabelText(/Last name/));
    await user.click(save());
    expect(
      await screen.findByText('Business information updated successfully'),
    ).toBeInTheDocument();
    // An emptied last name keeps the profile's (spec 5).
    expect(updates).toEqual([
      { firstname: 'Grace', lastname: 'Lovelace', mobile: '912 34 567', timezone: 'Europe/Oslo' },
    ]);
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Lovelace');
  });

  it('sends a changed business name, and none when it is unchanged or emptied', async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    const name = await screen.findByLabelText('Business name');
    await user.clear(name);
    await user.type(name, 'Ada Hår & Skjønnhet ');
    await user.click(save());
    expect(
      await screen.findByText('Business information updated successfully'),
    ).toBeInTheDocument();
    expect(updates.at(-1)).toMatchObject({ business_name: 'Ada Hår & Skjønnhet' });
    await waitFor(() =>
      expect(screen.getByLabelText('Business name')).toHaveValue('Ada Hår & Skjønnhet'),
    );

    await user.clear(screen.getByLabelText('Business name'));
    await user.click(save());
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]).not.toHaveProperty('business_name');
  });

  it('asks before Cancel drops an edited name, and leaves freely once it is saved', async () => {
    serveProfile();
    const user = userEvent.setup();
    renderScreen();
    const firstName = await screen.findByLabelText(/First name/);
    await user.type(firstName, 'x');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText(/First name/)).toHaveValue('Adax');

    await user.click(save());
    await screen.findByText('Business information updated successfully');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('navigated to /business-settings')).toBeInTheDocument();
  });

  /** Opens change-password mode and fills its three fields. */
  async function changePassword(
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    confirm = next,
  ) {
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    if (current) await user.type(screen.getByLabelText(/Current password/), current);
    await user.type(screen.getByLabelText(/^New password/), next);
    await user.type(screen.getByLabelText(/Confirm new password/), confirm);
  }

  it('sends the new password with the current one only in change-password mode', async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    await changePassword(user, 'the current secret', 'a new long secret');
    await user.click(save());
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      password: 'a new long secret',
      current_password: 'the current secret',
    });
    expect(updates[0]).not.toHaveProperty('confirm_password');
    expect(await screen.findByLabelText('Password')).toBeDisabled();
  });

  it('catches new passwords that differ, and a missing current one, before any call', async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    await changePassword(user, '', 'a new long secret', 'a new long secreT');
    await user.click(save());
    expect(await screen.findByText('The two new passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Current password is required to change it')).toBeInTheDocument();
    expect(updates).toEqual([]);
  });

  it("shows the server's refusal of the current password on its field, not as an alert", async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    await changePassword(user, 'a wrong guess', 'a new long secret');
    await user.click(save());
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(await screen.findByText(CURRENT_PASSWORD_WRONG_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription(
      CURRENT_PASSWORD_WRONG_MESSAGE,
    );
    expect(screen.getAllByText(CURRENT_PASSWORD_WRONG_MESSAGE)).toHaveLength(1);
    // Still in change-password mode, with what was typed.
    expect(screen.getByLabelText(/^New password/)).toHaveValue('a new long secret');
  });

  it('refuses a new password the contract does not accept, and a mobile with letters', async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText('Business phone'), ' ext');
    await user.click(save());
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Business mobile must hold only digits, spaces, +, - and parentheses'),
    ).toBeInTheDocument();
    expect(updates).toEqual([]);
  });

  it("refuses a file that is not an image with react-dropzone's message", async () => {
    serveProfile();
    const user = userEvent.setup({ applyAccept: false });
    renderScreen();
    await screen.findByText('Business branding');
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText(
        'File type must be one of image/png, image/jpeg, image/webp, image/gif, image/avif',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the new logo' })).not.toBeInTheDocument();
  });

  it('previews a chosen logo and sends it with the form', async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Business branding');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(fileInput(), png);
    expect(await screen.findByRole('img', { name: 'Preview of the new logo' })).toHaveAttribute(
      'src',
      'blob:logo-preview',
    );
    await user.click(save());
    await waitFor(() => expect(updates).toHaveLength(1));
    // jsdom's File loses its name and bytes on the way through Node's fetch; the type survives.
    // toBusinessInfoFormData's own test checks the file itself.
    expect(updates[0]?.brand_logo).toMatchObject({ type: 'image/png' });
    // Until the owner is read again, the card shows the sent file (the pending logo's preview).
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Business logo' })).toHaveAttribute(
        'src',
        '/uploads/stored-logo.png',
      ),
    );
    expect(screen.queryByRole('img', { name: 'Preview of the new logo' })).not.toBeInTheDocument();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:logo-preview'));
  });

  it('deletes the current logo', async () => {
    const { removals } = serveProfile({ ...owner, brand_logo: 'old-logo.webp' });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole('img', { name: 'Business logo' })).toHaveAttribute(
      'src',
      '/uploads/old-logo.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Logo removed')).toBeInTheDocument();
    expect(removals).toEqual(['3']);
    expect(screen.queryByRole('img', { name: 'Business logo' })).not.toBeInTheDocument();
  });

  it('shows the booking link after /book/ with the whole address, and sends a new one', async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    const link = await screen.findByRole('textbox', { name: 'Booking link' });
    expect(link).toHaveValue('ada-hair-studio');
    expect(screen.getByText('/book/')).toBeInTheDocument();
    const origin = window.location.origin;
    expect(screen.getByText(`${origin}/book/ada-hair-studio`)).toBeInTheDocument();

    await user.clear(link);
    await user.type(link, 'ada-2-hair');
    expect(screen.getByText(`${origin}/book/ada-2-hair`)).toBeInTheDocument();
    await user.click(save());
    expect(
      await screen.findByText('Business information updated successfully'),
    ).toBeInTheDocument();
    expect(updates).toEqual([
      {
        firstname: 'Ada',
        lastname: 'Lovelace',
        mobile: '912 34 567',
        timezone: 'Europe/Oslo',
        slug: 'ada-2-hair',
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Booking link' })).toHaveValue('ada-2-hair');
  });

  it.each([
    ['Ada Hair', 'Use lowercase letters, digits and single hyphens, not at the start or end'],
    ['ada--hair', 'Use lowercase letters, digits and single hyphens, not at the start or end'],
    ['-ada', 'Use lowercase letters, digits and single hyphens, not at the start or end'],
    ['ab', 'The booking link must be 3 to 60 characters'],
    ['admin', 'This booking link is reserved: choose another'],
  ])('refuses the booking link %j with the contract message, without a call', async (slug, msg) => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    const link = await screen.findByRole('textbox', { name: 'Booking link' });
    await user.clear(link);
    await user.type(link, slug);
    await user.click(save());
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(updates).toEqual([]);
  });

  it('refuses an emptied booking link rather than keeping the old one silently', async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    await user.clear(await screen.findByRole('textbox', { name: 'Booking link' }));
    await user.click(save());
    expect(
      await screen.findByText('The booking link must be 3 to 60 characters'),
    ).toBeInTheDocument();
    expect(updates).toEqual([]);
  });

  it("shows the server's 409 for a link another business has on the field, not as an alert", async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    const link = await screen.findByRole('textbox', { name: 'Booking link' });
    await user.clear(link);
    await user.type(link, 'grace-cuts');
    await user.click(save());
    expect(await screen.findByText(BOOKING_SLUG_TAKEN_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(BOOKING_SLUG_TAKEN_MESSAGE)).toHaveLength(1);
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveValue('grace-cuts');
    expect(updates).toHaveLength(1);
    expect(screen.queryByText('Business information updated successfully')).not.toBeInTheDocument();
  });

  it('keeps a new booking link on the device while the server cannot be reached', async () => {
    serveProfile();
    server.use(http.put('/api/business_settings/info_update/:userId', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderScreen();
    const link = await screen.findByRole('textbox', { name: 'Booking link' });
    await user.clear(link);
    await user.type(link, 'ada-offline');
    await user.click(save());
    expect(
      await screen.findByText('Saved on this device: it will be sent when the connection returns'),
    ).toBeInTheDocument();
    const entry = outbox.getEntries().find((e) => e.kind === 'settings.businessInfo');
    expect(entry?.body).toMatchObject({ kind: 'form', fields: { slug: 'ada-offline' } });
    expect(screen.getByRole('textbox', { name: 'Booking link' })).toHaveValue('ada-offline');
  });

  it('saves the other fields when a link from registration does not meet the rule', async () => {
    // Registration may give a short name ("ab") that the owner could not choose today.
    const { updates } = serveProfile({ ...owner, slug: 'ab' });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole('textbox', { name: 'Booking link' })).toHaveValue('ab');
    await user.type(screen.getByLabelText(/First name/), 'a');
    await user.click(save());
    expect(
      await screen.findByText('Business information updated successfully'),
    ).toBeInTheDocument();
    expect(updates[0]).not.toHaveProperty('slug');
  });

  it('goes back to the settings list on Cancel', async () => {
    serveProfile();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('navigated to /business-settings')).toBeInTheDocument();
  });
});
