import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  type PasswordResetBody,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_USED_MESSAGE,
} from '@contract/auth';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { getToken } from '@/lib/session/token-store';
import { ResetPasswordForm } from './reset-password-form';

const server = setupMswServer();
afterEach(() => {
  notifications.clean();
  localStorage.clear();
});

const TOKEN = 'a'.repeat(43);

function recordResets(answer = () => HttpResponse.json({ msg: PASSWORD_RESET_DONE_MESSAGE })) {
  const calls: { token: string; body: PasswordResetBody }[] = [];
  server.use(
    http.post('/api/users/password_reset/:token', async ({ request, params }) => {
      calls.push({
        token: String(params.token),
        body: (await request.json()) as PasswordResetBody,
      });
      return answer();
    }),
  );
  return calls;
}

const renderForm = () =>
  renderApp(<ResetPasswordForm token={TOKEN} />, { path: `/reset-password/${TOKEN}` });

async function fill(user: UserEvent, password: string, confirm = password) {
  await user.type(await screen.findByLabelText(/^new password/i), password);
  await user.type(screen.getByLabelText(/^confirm new password/i), confirm);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordForm', () => {
  it('catches two passwords that differ before any call', async () => {
    const calls = recordResets();
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'a brand new passphrase', 'a brand new passphrasE');
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("keeps the contract's length rule", async () => {
    const calls = recordResets();
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the new password with the link, then offers to log in and forgets a session here', async () => {
    localStorage.setItem('token', 'an-old-session-token-0123456789');
    const calls = recordResets();
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'a brand new passphrase');
    expect(await screen.findByText(PASSWORD_RESET_DONE_MESSAGE)).toBeInTheDocument();
    expect(calls).toEqual([{ token: TOKEN, body: { password: 'a brand new passphrase' } }]);
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    await waitFor(() => expect(getToken()).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(screen.getByText('navigated to /login')).toBeInTheDocument());
  });

  it.each([
    [410, RESET_LINK_EXPIRED_MESSAGE],
    [410, RESET_LINK_USED_MESSAGE],
  ])('says so for a %i "%s" and offers a new link', async (status, message) => {
    recordResets(() => HttpResponse.json({ errors: [{ msg: message }] }, { status }));
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'a brand new passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() =>
      expect(screen.getByText('navigated to /forgot-password')).toBeInTheDocument(),
    );
  });

  it("shows any other refusal as the form's alert and keeps the form", async () => {
    recordResets(() =>
      HttpResponse.json({ errors: [{ msg: 'Too many requests' }] }, { status: 429 }),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'a brand new passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    expect(screen.getByLabelText(/^new password/i)).toBeInTheDocument();
  });

  it("puts the server's refusal of the password under its field", async () => {
    recordResets(() =>
      HttpResponse.json(
        { errors: [{ msg: 'Password must be at most 128 characters', param: 'password' }] },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'a brand new passphrase');
    const password = screen.getByLabelText(/^new password/i);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at most 128 characters'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
