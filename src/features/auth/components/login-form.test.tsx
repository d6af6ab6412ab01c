import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginFailure } from '@contract/auth';
import { getToken } from '@/lib/session/token-store';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { LoginForm } from './login-form';

const server = setupMswServer();
afterEach(() => {
  notifications.clean();
});

const owner = ownerFixture();

function refusal(msg: string, unverified?: boolean) {
  const body: LoginFailure = {
    code: 400,
    msg,
    errors: [{ msg, code: 'sign_in_refused' }],
    unverified,
  };
  return HttpResponse.json(body, { status: 400 });
}

async function fillAndSubmit(email = 'ada@example.com', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/business email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginForm', () => {
  it('requires the business email and the password before calling the server', async () => {
    let calls = 0;
    server.use(http.post('/api/auth', () => (calls++, HttpResponse.json({ token: 't' }))));
    renderApp(<LoginForm />, { path: '/login' });
    expect(await screen.findByLabelText(/business email/i)).toBeRequired();
    expect(screen.getByLabelText(/business email/i)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^password/i)).toBeRequired();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Business email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("refuses an address the contract does not accept, with the contract's message", async () => {
    let calls = 0;
    server.use(http.post('/api/auth', () => (calls++, HttpResponse.json({ token: 't' }))));
    renderApp(<LoginForm />, { path: '/login' });
    await fillAndSubmit('ada.example.com');
    expect(
      await screen.findByText('Business email must be a valid e-mail address'),
    ).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('stores the token, loads the owner and opens the dashboard', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: 'token-abc' });
      }),
      http.get('/api/auth', ({ request }) =>
        request.headers.get('authorization') === 'Bearer token-abc'
          ? HttpResponse.json(owner)
          : HttpResponse.json({ errors: [{ msg: 'Please sign in' }] }, { status: 401 }),
      ),
    );
    const { queryClient } = renderApp(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('navigated to /dashboard')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(getToken()).toBe('token-abc');
    expect(queryClient.getQueryData(['auth', 'current-user'])).toEqual(owner);
  });

  it("shows the server's msg as the form's alert when the login is refused", async () => {
    server.use(http.post('/api/auth', () => refusal('The e-mail or password is not correct')));
    renderApp(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is not correct',
    );
    // One alert, on the form: no toast beside it.
    expect(screen.getAllByText('The e-mail or password is not correct')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
    expect(getToken()).toBeNull();
    expect(screen.queryByText(/navigated to/)).toBeNull();
  });

  it('offers to resend the verification e-mail to an unverified owner', async () => {
    let resentTo: unknown;
    server.use(
      http.post('/api/auth', () => refusal('Please verify your business email first', true)),
      http.post('/api/users/resend_verification', async ({ request }) => {
        resentTo = await request.json();
        return HttpResponse.json({ msg: 'We sent it a new link' });
      }),
    );
    renderApp(<LoginForm />, { path: '/login' });
    const user = await fillAndSubmit();
    expect(await screen.findByText('Please verify your business email first')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('We sent it a new link')).toBeInTheDocument();
    expect(resentTo).toEqual({ email: 'ada@example.com' });
  });

  it('shows the rate-limit error when a resend comes too soon', async () => {
    server.use(
      http.post('/api/auth', () => refusal('Please verify your business email first', true)),
      http.post('/api/users/resend_verification', () =>
        HttpResponse.json(
          { errors: [{ msg: 'We just sent a link: please wait a minute' }] },
          { status: 429 },
        ),
      ),
    );
    renderApp(<LoginForm />, { path: '/login' });
    const user = await fillAndSubmit();
    await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    await waitFor(() =>
      expect(screen.getByText('We just sent a link: please wait a minute')).toBeInTheDocument(),
    );
  });

  it('takes the alert away when the owner submits again', async () => {
    let answers = 0;
    server.use(
      http.post('/api/auth', () =>
        answers++ === 0
          ? refusal('The e-mail or password is not correct')
          : HttpResponse.json({ token: 'token-abc' }),
      ),
      http.get('/api/auth', () => HttpResponse.json(owner)),
    );
    renderApp(<LoginForm />, { path: '/login' });
    const user = await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('not correct');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('navigated to /dashboard')).toBeInTheDocument();
    expect(screen.queryByText('The e-mail or password is not correct')).not.toBeInTheDocument();
  });

  it('links to the forgotten-password screen', async () => {
    const user = userEvent.setup();
    renderApp(<LoginForm />, { path: '/login' });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() =>
      expect(screen.getByText('navigated to /forgot-password')).toBeInTheDocument(),
    );
  });
});
