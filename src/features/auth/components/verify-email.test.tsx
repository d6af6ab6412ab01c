import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../../tests/setup/msw-server';
import { renderApp } from '../../../../tests/setup/render-app';
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
});
