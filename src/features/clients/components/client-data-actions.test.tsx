// "Client data" on the client page (docs/decisions.md, Client data): the export's download, the
// erasure's confirmation and the erased state after it, and both disabled offline with the reason.
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { renderApp } from '@tests/setup/render-app';
import type { ClientDetail } from '@contract/clients';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { setToken } from '@/lib/session/token-store';
import { makeClientDetail, makeVisit } from '@/entities/clients/testing/client-fixtures';
import { diaryPartsStub } from '../testing/diary-parts-stub';
import { ClientPage } from './client-page';

const ERASED_AT = '2026-11-23T10:00:00.000Z';
const nora: ClientDetail = makeClientDetail({
  id: 12,
  notes: 'Prefers the window seat',
  past: [makeVisit({ id: 201, book_date: '2026-11-02', status: 'completed' })],
  totalSpent: 45,
  visits: 1,
});
const erasedNora: ClientDetail = {
  ...nora,
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  notes: '',
  past: [
    makeVisit({
      id: 201,
      book_date: '2026-11-02',
      status: 'completed',
      firstName: '',
      lastName: '',
    }),
  ],
  erasedAt: ERASED_AT,
};

let current = nora;
let erasures = 0;
const server = setupMswServer(
  http.get('/api/clients/:id', () => HttpResponse.json(current)),
  http.get('/api/clients/:id/duplicates', () => HttpResponse.json({ duplicates: [] })),
  // The page's other reads: a failed one would count as offline and disable the buttons.
  http.get('/api/auth', () => HttpResponse.json(ownerFixture())),
  http.head('/api/auth', () => new HttpResponse(null, { status: 200 })),
  http.get('/api/team', () => HttpResponse.json([memberFixture({ id: 1, name: 'Ada' })])),
  http.post('/api/clients/:id/erase', () => {
    erasures += 1;
    current = erasedNora;
    return HttpResponse.json({ msg: 'Client erased', erasedAt: ERASED_AT });
  }),
);

beforeEach(() => {
  setToken('token-1');
  current = nora;
  erasures = 0;
});
afterEach(() => {
  notifications.clean();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

describe('Client data on the client page', () => {
  it('tells a Norwegian owner the client is erased, with the alert closed in Norwegian', async () => {
    resetLanguageForTests('nb');
    try {
      renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Slett denne kunden' }));
      const dialog = await screen.findByRole('dialog', { name: 'Slette Nora Berg?' });
      await user.click(within(dialog).getByRole('button', { name: 'Slett kunden' }));
      const toast = (await screen.findByText('Kunden er slettet')).closest(
        '.mantine-Notification-root',
      );
      expect(toast).not.toBeNull();
      expect(within(toast as HTMLElement).getByRole('button')).toHaveAccessibleName(
        'Lukk varselet',
      );
    } finally {
      resetLanguageForTests('en');
    }
  });

  it('erases only after the confirmation that names what goes and what stays', async () => {
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Erase this client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Nora Berg?' });
    expect(
      within(dialog).getByText(/^Removed for good: name, phone, e-mail and notes/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^Kept: their bookings and payments/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(erasures).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Erase this client' }));
    const again = await screen.findByRole('dialog', { name: 'Erase Nora Berg?' });
    await user.click(within(again).getByRole('button', { name: 'Erase client' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erased client' }),
    ).toBeInTheDocument();
    expect(erasures).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This client was erased on 23 November 2026.',
    );
    expect(screen.queryByRole('button', { name: 'Erase this client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByText('Prefers the window seat')).not.toBeInTheDocument();
    // The visit stays, under "Erased client".
    expect(screen.getByRole('button', { name: 'Export this client’s data' })).toBeEnabled();
  });

  it('shows the server’s refusal inside the confirmation', async () => {
    server.use(
      http.post('/api/clients/:id/erase', () =>
        HttpResponse.json(
          { errors: [{ msg: 'This client has already been erased', code: 'client_erased' }] },
          { status: 409 },
        ),
      ),
    );
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Erase this client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Nora Berg?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase client' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The client could not be erased: This client has already been erased',
    );
  });

  it('downloads the export under the server’s file name', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/clients/:id/export', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(
          { client: { id: 12 } },
          {
            headers: { 'content-disposition': 'attachment; filename="client-12-2026-11-23.json"' },
          },
        );
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:client-export');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export this client’s data' }));
    await waitFor(() => expect(names).toEqual(['client-12-2026-11-23.json']));
    expect(asked).toEqual(['12']);
    click.mockRestore();
  });

  it('offline, disables both and says why', async () => {
    renderApp(<ClientPage id="12" diary={diaryPartsStub} />, { path: '/clients/12' });
    const erase = await screen.findByRole('button', { name: 'Erase this client' });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('Exporting and erasing need a connection')).toBeInTheDocument();
    expect(erase).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export this client’s data' })).toBeDisabled();
  });
});
