import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@contract/auth';
import { outbox } from '@/lib/offline/outbox';
import { getToken, setToken } from '@/lib/session/token-store';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { queueUnsentChange } from '@tests/setup/unsent-change';
import { SignedInLayout } from './signed-in-layout';

const server = setupMswServer();

const owner: CurrentUser = {
  id: 7,
  firstName: 'grace',
  lastName: 'hopper',
  businessName: 'Grace Cuts',
  email: 'grace@example.com',
  businessPhone: '',
  country: '+47',
  timezone: 'Europe/Oslo',
  brand_logo: null,
};

describe('SignedInLayout', () => {
  it("shows the owner's initials, the sidebar and the highlighted section", async () => {
    setToken('token-1');
    server.use(http.get('/api/auth', () => HttpResponse.json(owner)));
    renderApp(<SignedInLayout />, { path: '/category/4' });
    expect(await screen.findByText('GH')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'href',
      '/appointments',
    );
  });

  it('lets the first Tab skip past the top bar and the sidebar to the screen', async () => {
    setToken('token-1');
    server.use(http.get('/api/auth', () => HttpResponse.json(owner)));
    renderApp(<SignedInLayout />, { path: '/category/4' });
    await screen.findByText('GH');
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('logs out: ends the session on the server, forgets the token and the cache', async () => {
    setToken('token-1');
    let deletedWith: string | null = null;
    server.use(
      http.get('/api/auth', () => HttpResponse.json(owner)),
      http.delete('/api/auth', ({ request }) => {
        deletedWith = request.headers.get('authorization');
        return HttpResponse.json({ msg: 'Signed out' });
      }),
    );
    const { queryClient } = renderApp(<SignedInLayout />, { path: '/dashboard' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('navigated to /login')).toBeInTheDocument();
    expect(deletedWith).toBe('Bearer token-1');
    expect(getToken()).toBeNull();
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toEqual([]));
  });

  it('logs out on this device even when the server cannot be reached', async () => {
    setToken('token-1');
    server.use(
      http.get('/api/auth', () => HttpResponse.json(owner)),
      http.delete('/api/auth', () => HttpResponse.error()),
    );
    renderApp(<SignedInLayout />, { path: '/dashboard' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('navigated to /login')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('follows a logout made in another tab', async () => {
    setToken('token-1');
    server.use(http.get('/api/auth', () => HttpResponse.json(owner)));
    renderApp(<SignedInLayout />, { path: '/dashboard' });
    await screen.findByText('GH');
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(await screen.findByText('navigated to /login')).toBeInTheDocument();
  });

  describe('with changes not sent yet', () => {
    it('lists them in the top bar, and logging out asks before dropping them', async () => {
      setToken('token-1');
      server.use(
        http.get('/api/auth', () => HttpResponse.json(owner)),
        http.delete('/api/auth', () => HttpResponse.json({ msg: 'Signed out' })),
      );
      await queueUnsentChange(server);
      renderApp(<SignedInLayout />, { path: '/dashboard' });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '1 pending' }));
      expect(await screen.findByText('Service interval: 30 minutes')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Logout' }));
      const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
      expect(dialog).toHaveTextContent('1 change has not reached the server yet.');
      await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
      expect(getToken()).toBe('token-1');
      expect(outbox.getEntries()).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Logout' }));
      await user.click(await screen.findByRole('button', { name: 'Discard and log out' }));
      expect(await screen.findByText('navigated to /login')).toBeInTheDocument();
      expect(getToken()).toBeNull();
      await waitFor(() => expect(outbox.getEntries()).toEqual([]));
    });
  });
});
