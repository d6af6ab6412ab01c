import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { matchPhoneWidth } from '@tests/setup/media-queries';
import { renderApp } from '@tests/setup/render-app';
import type { Client, ClientFields } from '@contract/clients';
import { setToken } from '@/lib/session/token-store';
import { makeClient } from '@/entities/clients/testing/client-fixtures';
import { PHONE_QUERY } from './client-list';
import { ClientsScreen, type ClientsScreenState } from './clients-screen';

const nora = makeClient({ id: 12 });
const olav = makeClient({
  id: 13,
  firstName: 'Olav',
  lastName: 'Dahl',
  phone: '',
  email: '',
});
const anna = makeClient({
  id: 14,
  firstName: 'Anna',
  lastName: 'Lie',
  phone: '+47 400 11 222',
  email: 'anna@example.com',
});

/** Every GET /api/clients the screen made, as its query parameters. */
let searches: { q: string | null; limit: string | null; offset: string | null }[] = [];

/** Answers a search from `all` the way the server does: a prefix of a name, phone digits or e-mail. */
function clientsFrom(all: Client[], total?: number) {
  return http.get('/api/clients', ({ request }) => {
    const params = new URL(request.url).searchParams;
    searches.push({
      q: params.get('q'),
      limit: params.get('limit'),
      offset: params.get('offset'),
    });
    const q = (params.get('q') ?? '').toLowerCase();
    const digits = q.replace(/\D/g, '');
    const clients = all.filter(
      (client) =>
        !q ||
        client.firstName.toLowerCase().startsWith(q) ||
        client.lastName.toLowerCase().startsWith(q) ||
        client.email.startsWith(q) ||
        (digits !== '' && client.phone.replace(/\D/g, '').startsWith(digits)),
    );
    return HttpResponse.json({ clients, total: total ?? clients.length });
  });
}

const server = setupMswServer(clientsFrom([anna, nora, olav]));
beforeEach(() => {
  searches = [];
  // "Add client" goes through the outbox, which sends only with a session token.
  setToken('token-1');
});
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

/** The screen with its state where the route keeps it (the URL), so changes show. */
function ClientsHarness({ initial }: { initial?: ClientsScreenState }) {
  const [state, setState] = useState<ClientsScreenState>(initial ?? { q: '', page: 1 });
  return <ClientsScreen state={state} onChange={setState} />;
}

describe('ClientsScreen', () => {
  it('lists the clients with a link to each page, phone and e-mail, and the count', async () => {
    renderApp(<ClientsHarness />, { path: '/clients' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Clients' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Nora Berg' })).toHaveAttribute(
      'href',
      '/clients/12',
    );
    expect(rows[1]).toHaveTextContent('+47 912 34 567');
    expect(rows[1]).toHaveTextContent('nora.berg@example.com');
    expect(rows[2]).toHaveTextContent('No phone');
    expect(rows[2]).toHaveTextContent('No e-mail');
    expect(screen.getByText('3 clients')).toBeInTheDocument();
    expect(searches).toEqual([{ q: '', limit: '50', offset: '0' }]);
  });

  it('searches as the owner types, once they pause, and shows what matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(<ClientsHarness />, { path: '/clients' });
    await screen.findByRole('link', { name: 'Olav Dahl' });
    const box = screen.getByRole('searchbox', { name: 'Search clients' });
    expect(box).toHaveAttribute('placeholder', 'Name, phone or e-mail');

    // The server matches the start of the phone's digits, country code included.
    await user.type(box, '+47 912 34');
    expect(await screen.findByText('1 client matches “+47 912 34”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nora Berg' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Olav Dahl' })).not.toBeInTheDocument();
    // One request for the whole text, not one per keystroke.
    expect(searches.map((search) => search.q)).toEqual(['', '+47 912 34']);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(<ClientsHarness />, { path: '/clients' });
    await screen.findByRole('link', { name: 'Olav Dahl' });
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'zed');
    expect(await screen.findByText(/No client matches this search/)).toBeInTheDocument();
    expect(screen.getByText('0 clients match “zed”')).toBeInTheDocument();
  });

  it('says when the business has no clients yet', async () => {
    server.use(clientsFrom([]));
    renderApp(<ClientsHarness />, { path: '/clients' });
    expect(await screen.findByText(/No clients yet/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
  });

  it('pages through 50 clients at a time', async () => {
    server.use(clientsFrom([anna, nora, olav], 120));
    const user = userEvent.setup({ delay: null });
    renderApp(<ClientsHarness />, { path: '/clients' });
    expect(await screen.findByText('120 clients')).toBeInTheDocument();
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(searches.at(-1)).toEqual({ q: '', limit: '50', offset: '100' });
  });

  it('shows what failed, with Retry, when the list cannot be loaded', async () => {
    server.use(
      http.get('/api/clients', () =>
        HttpResponse.json({ errors: [{ msg: 'The database is busy' }] }, { status: 503 }),
      ),
    );
    renderApp(<ClientsHarness />, { path: '/clients' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Clients could not be loaded');
    expect(alert).toHaveTextContent('The database is busy');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows cards instead of a table on a phone', async () => {
    matchPhoneWidth(PHONE_QUERY);
    renderApp(<ClientsHarness />, { path: '/clients' });
    const list = await screen.findByRole('list', { name: 'Clients' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    // Only what is known about each client.
    expect(cards[1]).toHaveTextContent('+47 912 34 567');
    expect(cards[1]).toHaveTextContent('nora.berg@example.com');
    expect(cards[2]).toHaveTextContent('No phone or e-mail');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Anna Lie' })).toHaveAttribute(
      'href',
      '/clients/14',
    );
  });

  it('adds a client and opens their page', async () => {
    const posted: ClientFields[] = [];
    server.use(
      http.post('/api/clients', async ({ request }) => {
        const body = (await request.json()) as ClientFields;
        posted.push(body);
        return HttpResponse.json(makeClient({ id: 99, notes: '', ...body }), { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(<ClientsHarness />, { path: '/clients' });
    await user.click(await screen.findByRole('button', { name: 'Add client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add client' });
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^First name/), ' Ida ');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Moe');
    await user.type(within(dialog).getByLabelText(/^Phone/), '+47 401 02 030');
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText('navigated to /clients/99')).toBeInTheDocument();
    expect(screen.getByText('Client added')).toBeInTheDocument();
    await waitFor(() =>
      expect(posted).toEqual([
        { firstName: 'Ida', lastName: 'Moe', phone: '+47 401 02 030', email: '' },
      ]),
    );
  });
});
