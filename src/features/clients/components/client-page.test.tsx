import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import type { ClientDetail, ClientFields } from '@contract/clients';
import { setToken } from '@/lib/session/token-store';
import {
  errorAnswer,
  makeClientDetail,
  makeVisit,
} from '@/entities/clients/testing/client-fixtures';
import { diaryPartsStub } from '../testing/diary-parts-stub';
import { ClientPage } from './client-page';

const nora: ClientDetail = makeClientDetail({
  id: 12,
  notes: 'Prefers the window seat',
  upcoming: [
    makeVisit({
      id: 301,
      book_date: '2026-11-30',
      book_time: '02:30 PM',
      payment_status: 'unpaid',
      amount: 170,
      book_items: [
        { id: 4, name: 'Colour and cut', price: 145, duration: 150 },
        { id: 5, name: 'Eyebrow shaping', price: 25, duration: 15 },
      ],
    }),
  ],
  past: [
    makeVisit({ id: 201, book_date: '2026-11-02', status: 'completed' }),
    makeVisit({ id: 202, book_date: '2026-10-12', status: 'no_show', payment_status: 'unpaid' }),
    makeVisit({
      id: 203,
      book_date: '2026-09-01',
      status: 'cancelled',
      payment_status: 'refunded',
    }),
  ],
  totalSpent: 1234.5,
  noShows: 1,
  visits: 7,
});

const server = setupMswServer(
  http.get('/api/clients/:id', ({ params }) =>
    params.id === '12' ? HttpResponse.json(nora) : errorAnswer('Client not found', 404),
  ),
  http.get('/api/clients/:id/duplicates', () => HttpResponse.json({ duplicates: [] })),
);
// Changes go through the outbox, which sends only with a session token.
beforeEach(() => setToken('token-1'));
afterEach(() => {
  notifications.clean();
});

/** Every PUT /api/clients/{id}, with its id and body; answers the client as the server would. */
function recordPuts() {
  const puts: { id: string; body: ClientFields }[] = [];
  server.use(
    http.put('/api/clients/:id', async ({ request, params }) => {
      const body = (await request.json()) as ClientFields;
      puts.push({ id: String(params.id), body });
      const { upcoming: _upcoming, past: _past, ...client } = nora;
      return HttpResponse.json({ ...client, ...body });
    }),
  );
  return puts;
}

function figure(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('ClientPage', () => {
  it('shows the client with tel: and mailto: links and their totals', async () => {
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nora Berg' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call +47 912 34 567' })).toHaveAttribute(
      'href',
      'tel:+4791234567',
    );
    expect(screen.getByRole('link', { name: 'E-mail nora.berg@example.com' })).toHaveAttribute(
      'href',
      'mailto:nora.berg@example.com',
    );
    expect(figure('Visits')).toHaveTextContent('7');
    expect(figure('Total spent')).toHaveTextContent('$1,234.50');
    expect(figure('No-shows')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/clients');
  });

  it('lists upcoming and past visits, each as the diary describes it', async () => {
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    const upcoming = await screen.findByRole('list', { name: /Upcoming visits/ });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visit 301: 2026-11-30, Colour and cut, Eyebrow shaping']);
    const past = screen.getByRole('list', { name: /Past visits/ });
    expect(
      within(past)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Visit 201: 2026-11-02, Haircut',
      'Visit 202: 2026-10-12, Haircut',
      'Visit 203: 2026-09-01, Haircut',
    ]);
    expect(screen.getByRole('heading', { name: /^Past visits\s*\(3\)$/ })).toBeInTheDocument();
  });

  it('says when there is no phone, e-mail or visit', async () => {
    server.use(
      http.get('/api/clients/:id', () =>
        HttpResponse.json(makeClientDetail({ id: 12, phone: '', email: '' })),
      ),
    );
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    expect(await screen.findByText('No phone')).toBeInTheDocument();
    expect(screen.getByText('No e-mail')).toBeInTheDocument();
    expect(screen.getByText('No upcoming visits')).toBeInTheDocument();
    expect(screen.getByText('No past visits')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('saves the notes with a PUT and says so', async () => {
    const puts = recordPuts();
    const user = userEvent.setup({ delay: null });
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveValue('Prefers the window seat');
    const save = screen.getByRole('button', { name: 'Save notes' });
    expect(save).toBeDisabled();

    await user.clear(notes);
    await user.type(notes, 'Allergic to ammonia');
    await user.click(save);
    expect(await screen.findByText('Client updated')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        id: '12',
        body: { firstName: 'Nora', lastName: 'Berg', notes: 'Allergic to ammonia' },
      },
    ]);
  });

  it('edits the name, phone and e-mail, checked as the server checks them', async () => {
    const puts = recordPuts();
    const user = userEvent.setup({ delay: null });
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit details' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const email = within(dialog).getByLabelText(/^E-mail/);
    expect(email).toHaveValue('nora.berg@example.com');
    await user.clear(email);
    await user.type(email, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('E-mail is not a valid address')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(email);
    await user.type(email, 'nora@example.com');
    await user.clear(within(dialog).getByLabelText(/^Last name/));
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Dahl');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client updated')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        id: '12',
        body: {
          firstName: 'Nora',
          lastName: 'Dahl',
          phone: '+47 912 34 567',
          email: 'nora@example.com',
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit details' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal and keeps the notes typed", async () => {
    server.use(
      http.put('/api/clients/:id', () => errorAnswer('Notes must be at most 2000 characters', 400)),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.type(notes, ', and tea');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes must be at most 2000 characters')).toBeInTheDocument();
    expect(notes).toHaveValue('Prefers the window seat, and tea');
  });

  it('shows the not-found page for an unknown id and for one that is not a number', async () => {
    const { unmount } = renderApp(<ClientPage id="99" diary={diaryPartsStub} />, {
      path: '/clients/99',
    });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Client not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toHaveAttribute(
      'href',
      '/clients',
    );
    unmount();

    renderApp(<ClientPage id="abc" diary={diaryPartsStub} />, { path: '/clients/abc' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});

describe('possible duplicates on the client page', () => {
  const emil = {
    id: 40,
    firstName: 'Emil',
    lastName: 'Haugen',
    phone: '+47 934 00 001',
    email: 'sofie@haugen.no',
    notes: '',
  };

  /** Serves Emil as Nora's possible duplicate and records the merge and dismiss calls. */
  function serveDuplicates() {
    const calls: { path: string; body: unknown }[] = [];
    let offered = [emil];
    server.use(
      http.get('/api/clients/12/duplicates', () => HttpResponse.json({ duplicates: offered })),
      http.post('/api/clients/12/merge', async ({ request }) => {
        calls.push({ path: 'merge', body: await request.json() });
        offered = [];
        const { upcoming: _u, past: _p, ...client } = nora;
        return HttpResponse.json({ msg: 'Clients merged', client, movedVisits: 1 });
      }),
      http.post('/api/clients/12/not-duplicate', async ({ request }) => {
        calls.push({ path: 'not-duplicate', body: await request.json() });
        offered = [];
        return HttpResponse.json({ msg: 'Marked as not the same person' });
      }),
    );
    return calls;
  }

  it('shows a possible duplicate and merges it after a confirmation, once', async () => {
    const calls = serveDuplicates();
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    const prompt = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(within(prompt).getByRole('link', { name: 'Emil Haugen' })).toHaveAttribute(
      'href',
      '/clients/40',
    );
    expect(prompt).toHaveTextContent('sofie@haugen.no');
    const user = userEvent.setup();
    await user.click(within(prompt).getByRole('button', { name: 'Merge Emil Haugen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Emil Haugen into Nora Berg?' });
    // A close button with a name (axe's button-name, seen in a browser at 390 px).
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Clients merged')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'merge', body: { duplicateId: 40 } }]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Possible duplicates' })).not.toBeInTheDocument(),
    );
  });

  it('says "Not the same person" without merging', async () => {
    const calls = serveDuplicates();
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    const prompt = await screen.findByRole('region', { name: 'Possible duplicates' });
    await userEvent
      .setup()
      .click(within(prompt).getByRole('button', { name: 'Emil Haugen is not the same person' }));
    expect(await screen.findByText('Marked as not the same person')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'not-duplicate', body: { duplicateId: 40 } }]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Possible duplicates' })).not.toBeInTheDocument(),
    );
  });

  it('shows nothing when the client has no possible duplicate', async () => {
    server.use(http.get('/api/clients/12/duplicates', () => HttpResponse.json({ duplicates: [] })));
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    await screen.findByRole('heading', { level: 1, name: 'Nora Berg' });
    expect(screen.queryByRole('region', { name: 'Possible duplicates' })).not.toBeInTheDocument();
  });
});
