import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { createTestQueryClient, renderApp } from '@tests/setup/render-app';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { SAVED_QUERY_CACHE_KEY } from '@/lib/session/saved-query-cache';
import { getToken, setToken } from '@/lib/session/token-store';
import { VerifyEmail } from './verify-email';

const server = setupMswServer();

const path = '/users/3/verify/abc123';

describe('VerifyEmail', () => {
  it('says the address is verified, links to login, and spends the link only once', async () => {
    let calls = 0;
    server.use(
      http.get('/api/users/3/verify/abc123', () => {
        calls++;
        return HttpResponse.json({ msg: 'Your email address has been verified' });
      }),
    );
    renderApp(
      <StrictMode>
        <VerifyEmail id="3" token="abc123" />
      </StrictMode>,
      { path },
    );
    expect(
      await screen.findByRole('heading', { name: 'Your email address has been verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/your account is now active/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(calls).toBe(1);
  });

  it('asks for a new password when the link was opened on another device', async () => {
    // The server disabled the registration's password and answered a reset token
    // (docs/decisions.md, Accounts).
    server.use(
      http.get('/api/users/3/verify/abc123', () =>
        HttpResponse.json({
          msg: 'Your email address has been verified',
          setPasswordToken: 'set-password-token',
        }),
      ),
    );
    renderApp(<VerifyEmail id="3" token="abc123" />, { path });
    expect(
      await screen.findByRole('heading', { name: 'Your email address has been verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/choose your password/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a password' })).toHaveAttribute(
      'href',
      '/reset-password/set-password-token',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByText(/your account is now active/i)).toBeNull();
  });

  it('shows "404 Page Not Found" when the link is unknown, used or expired', async () => {
    server.use(
      http.get('/api/users/3/verify/abc123', () =>
        HttpResponse.json({ errors: [{ msg: '404 Page Not Found' }] }, { status: 404 }),
      ),
    );
    renderApp(<VerifyEmail id="3" token="abc123" />, { path });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Your email address has been verified')).toBeNull();
  });

  it('shows "404 Page Not Found" when the server cannot be reached', async () => {
    server.use(http.get('/api/users/3/verify/abc123', () => HttpResponse.error()));
    renderApp(<VerifyEmail id="3" token="abc123" />, { path });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('signs out whoever is signed in on this browser, and stays on this screen', async () => {
    setToken('someone-elses-token');
    localStorage.setItem(SAVED_QUERY_CACHE_KEY, '{"clientState":{}}');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['auth', 'current-user'], ownerFixture());
    const authorizations: (string | null)[] = [];
    server.use(
      http.get('/api/users/3/verify/abc123', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ msg: 'Your email address has been verified' });
      }),
    );
    renderApp(<VerifyEmail id="3" token="abc123" />, { path, queryClient });
    expect(
      await screen.findByRole('heading', { name: 'Your email address has been verified' }),
    ).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(SAVED_QUERY_CACHE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['auth', 'current-user'])).toBeUndefined();
    // The link is spent once the session is over, as nobody, and once.
    expect(authorizations).toEqual([null]);
    expect(screen.queryByText(/navigated to/)).toBeNull();
  });
});
