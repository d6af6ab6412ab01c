import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../contract/auth';
import { setupMswServer } from '../../../../tests/setup/msw-server';
import { renderApp } from '../../../../tests/setup/render-app';
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
};

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
      user = {
        ...user,
        firstName: String(form.get('firstname')),
        lastName: String(form.get('lastname')),
        businessPhone: String(form.get('mobile')),
        brand_logo: form.get('brand_logo') ? 'stored-logo.png' : user.brand_logo,
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
  it('shows business name and email read-only and the password disabled until asked', async () => {
    serveProfile();
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByLabelText('Business name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Business name')).toHaveValue('Ada Hair Studio');
    expect(screen.getByLabelText('Business email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Business email')).toHaveValue('ada@example.com');
    const password = screen.getByLabelText('Password');
    expect(password).toBeDisabled();
    expect(password).toHaveAttribute('placeholder', '••••••••');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(password).toBeEnabled();
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

  it('sends the new password only in change-password mode', async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('Password'), 'a new long secret');
    await user.click(save());
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ password: 'a new long secret' });
    expect(await screen.findByLabelText('Password')).toBeDisabled();
  });

  it('refuses a new password the contract does not accept, and a mobile with letters', async () => {
    const { updates } = serveProfile();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('Password'), 'short');
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
    await screen.findByText('Business Branding');
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
    await screen.findByText('Business Branding');
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
    expect(await screen.findByText('Business Brand logo removed successfully')).toBeInTheDocument();
    expect(removals).toEqual(['3']);
    expect(screen.queryByRole('img', { name: 'Business logo' })).not.toBeInTheDocument();
  });

  it('goes back to the settings list on Cancel', async () => {
    serveProfile();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('navigated to /business-settings')).toBeInTheDocument();
  });
});
