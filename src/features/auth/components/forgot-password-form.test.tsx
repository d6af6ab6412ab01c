import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED_MESSAGE, type PasswordResetRequestBody } from '@contract/auth';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { ForgotPasswordForm } from './forgot-password-form';

const server = setupMswServer();
afterEach(() => {
  notifications.clean();
});

function recordRequests(
  answer = () => HttpResponse.json({ msg: PASSWORD_RESET_REQUESTED_MESSAGE }, { status: 202 }),
) {
  const bodies: PasswordResetRequestBody[] = [];
  server.use(
    http.post('/api/users/password_reset', async ({ request }) => {
      bodies.push((await request.json()) as PasswordResetRequestBody);
      return answer();
    }),
  );
  return bodies;
}

const renderForm = () => renderApp(<ForgotPasswordForm />, { path: '/forgot-password' });
const send = () => screen.getByRole('button', { name: /send/i });

describe('ForgotPasswordForm', () => {
  it("sends the address and shows the server's answer, the same for every address", async () => {
    const bodies = recordRequests();
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText(/business email/i), ' Ada@Example.com ');
    await user.click(send());
    expect(await screen.findByText(PASSWORD_RESET_REQUESTED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Check your inbox');
    expect(bodies).toEqual([{ email: 'Ada@Example.com' }]);
    expect(screen.getByRole('button', { name: 'Send another link' })).toBeInTheDocument();
  });

  it('refuses an address that is not one, without a call', async () => {
    const bodies = recordRequests();
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText(/business email/i), 'not-an-email');
    await user.click(send());
    expect(
      await screen.findByText('Business email must be a valid e-mail address'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("shows the rate limit's message as the form's alert, gone after a later success", async () => {
    let refused = true;
    recordRequests(() =>
      refused
        ? HttpResponse.json(
            { errors: [{ msg: 'Too many requests: try again in a minute' }] },
            { status: 429 },
          )
        : HttpResponse.json({ msg: PASSWORD_RESET_REQUESTED_MESSAGE }, { status: 202 }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText(/business email/i), 'ada@example.com');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests: try again in a minute',
    );
    expect(screen.queryByText(PASSWORD_RESET_REQUESTED_MESSAGE)).not.toBeInTheDocument();
    // Not a toast: nothing lingers outside the form.
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();

    refused = false;
    await user.click(send());
    expect(await screen.findByText(PASSWORD_RESET_REQUESTED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the address under the field", async () => {
    recordRequests(() =>
      HttpResponse.json(
        { errors: [{ msg: 'Business email is too long', param: 'email' }] },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderForm();
    const email = await screen.findByLabelText(/business email/i);
    await user.type(email, 'ada@example.com');
    await user.click(send());
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Business email is too long');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back to the login screen', async () => {
    recordRequests();
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('link', { name: 'Back to login' }));
    await waitFor(() => expect(screen.getByText('navigated to /login')).toBeInTheDocument());
  });
});
