import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryWithServices } from '@contract/catalogue';
import { setupMswServer } from '@tests/setup/msw-server';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { renderApp } from '@tests/setup/render-app';
import { setToken } from '@/lib/session/token-store';
import { categoriesWithServices } from '../testing/catalogue-fixtures';
import { ServicesScreen } from './services-screen';

const PATH = '/catalogue/services';

/** A server that keeps the order it is sent, as the real one does. */
let stored: CategoryWithServices[] = [];
const sent: { path: string; ids: number[] }[] = [];

const server = setupMswServer(
  // The signed-in owner (the business's currency) and the outbox's probe of the server.
  http.get('/api/auth', () => HttpResponse.json(ownerFixture())),
  http.head('/api/auth', () => new HttpResponse(null, { status: 200 })),
  http.get('/api/cat_wise_services/', () => HttpResponse.json(stored)),
  http.put('/api/categories/order', async ({ request }) => {
    const { ids } = (await request.json()) as { ids: number[] };
    sent.push({ path: '/api/categories/order', ids });
    stored = ids.map((id) => stored.find((c) => c.id === id)!);
    return HttpResponse.json(stored.map(({ services: _s, ...category }) => category));
  }),
  http.put('/api/categories/:id/services/order', async ({ request, params }) => {
    const { ids } = (await request.json()) as { ids: number[] };
    sent.push({ path: `/api/categories/${String(params.id)}/services/order`, ids });
    stored = stored.map((c) =>
      String(c.id) === params.id
        ? { ...c, services: ids.map((sid) => c.services.find((s) => s.sid === sid)!) }
        : c,
    );
    return HttpResponse.json(stored.find((c) => String(c.id) === params.id));
  }),
);

beforeEach(() => {
  stored = structuredClone(categoriesWithServices);
  sent.length = 0;
  // Changes go through the outbox, which sends only with a session token.
  setToken('token-1');
});
afterEach(() => {
  notifications.clean();
});

const categoryNames = () =>
  screen.getAllByTestId('order-category').map((section) => section.getAttribute('aria-label'));

const serviceNames = (category: string) =>
  within(screen.getByRole('region', { name: category }))
    .getAllByTestId('order-service')
    .map((row) => row.textContent);

describe('Change order on the services screen', () => {
  it('moves a category and a service with the keyboard and saves each order', async () => {
    expect(server).toBeDefined();
    const user = userEvent.setup({ delay: null });
    renderApp(<ServicesScreen />, { path: PATH });
    await screen.findByText("Women's cut");
    await user.click(screen.getByRole('button', { name: 'Change order' }));
    expect(categoryNames()).toEqual(['Haircuts', 'Colour']);
    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move Haircuts up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Colour down' })).toBeDisabled();

    // The keyboard path: focus the button with Tab, press Enter.
    screen.getByRole('button', { name: 'Move Colour up' }).focus();
    await user.keyboard('{Enter}');
    expect(categoryNames()).toEqual(['Colour', 'Haircuts']);
    await waitFor(() => expect(sent).toEqual([{ path: '/api/categories/order', ids: [2, 1] }]));

    screen.getByRole('button', { name: 'Move Beard trim up' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(serviceNames('Haircuts')[0]).toContain('Beard trim'));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ path: '/api/categories/1/services/order', ids: [12, 11, 13] }),
    );

    // Done shows the list as before, in the new order, read back from the server.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const headings = await screen.findAllByRole('button', { name: /Colour|Haircuts/ });
    expect(headings.map((button) => button.textContent)).toEqual([
      expect.stringContaining('Colour'),
      expect.stringContaining('Haircuts'),
    ]);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.findIndex((text) => text?.includes('Beard trim'))).toBeLessThan(
      items.findIndex((text) => text?.includes("Women's cut")),
    );
  });
});
