import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { outbox } from '@/lib/offline/outbox';
import { setToken } from '@/lib/session/token-store';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';
import { categories, categoriesWithServices, errorAnswer } from '../testing/catalogue-fixtures';
import { EditCategoryScreen } from './edit-category-screen';
import { createCategoryChange } from '../api/create-category';

const server = setupMswServer(
  http.get('/api/cat_wise_services/', () => HttpResponse.json(categoriesWithServices)),
  http.get('/api/categories/:id', ({ params }) => {
    const category = categories.find((c) => String(c.id) === params.id);
    return category ? HttpResponse.json(category) : errorAnswer('Category not found', 404);
  }),
);
afterEach(() => {
  notifications.clean();
});
// Changes go through the outbox, which sends only with a session token.
beforeEach(() => setToken('token-1'));

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe('EditCategoryScreen', () => {
  it('fills the form with the category', async () => {
    renderApp(<EditCategoryScreen id="1" />, { path: '/category/1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit category' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Service category name')).toHaveValue('Haircuts'));
    expect(field('Service category description')).toHaveValue('Cuts for every length');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/catalogue/services',
    );
  });

  it('updates the category, says so and goes to the services list', async () => {
    const calls: unknown[] = [];
    server.use(
      http.put('/api/categories/update/:id', async ({ request, params }) => {
        const body = (await request.json()) as { categoryName: string; description: string };
        calls.push({ id: params.id, body });
        return HttpResponse.json({ id: 1, ...body });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(<EditCategoryScreen id="1" />, { path: '/category/1' });
    await waitFor(() => expect(field('Service category name')).toHaveValue('Haircuts'));
    await user.clear(field('Service category name'));
    await user.type(field('Service category name'), 'Cuts');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
    expect(await screen.findByText('navigated to /catalogue/services')).toBeInTheDocument();
    expect(calls).toEqual([
      { id: '1', body: { categoryName: 'Cuts', description: 'Cuts for every length' } },
    ]);
  });

  it('keeps the form and shows the refusal when the server says no', async () => {
    server.use(
      http.put('/api/categories/update/:id', () =>
        errorAnswer('A category named "Colour" already exists', 409),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(<EditCategoryScreen id="1" />, { path: '/category/1' });
    await waitFor(() => expect(field('Service category name')).toHaveValue('Haircuts'));
    await user.clear(field('Service category name'));
    await user.type(field('Service category name'), 'Colour');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('A category named "Colour" already exists')).toBeInTheDocument();
    expect(screen.queryByText('Category updated')).not.toBeInTheDocument();
  });

  it('requires a name, and saves a description cleared as empty', async () => {
    const calls: unknown[] = [];
    server.use(
      http.put('/api/categories/update/:id', async ({ request }) => {
        const body = (await request.json()) as { categoryName: string; description: string };
        calls.push(body);
        return HttpResponse.json({ id: 1, ...body });
      }),
    );
    renderApp(<EditCategoryScreen id="1" />, { path: '/category/1' });
    await waitFor(() => expect(field('Service category name')).toHaveValue('Haircuts'));
    await userEvent.clear(field('Service category name'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Service category name is required')).toBeInTheDocument();
    await userEvent.type(field('Service category name'), 'Haircuts');
    await userEvent.clear(field('Service category description'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
    expect(calls).toEqual([{ categoryName: 'Haircuts', description: '' }]);
  });

  it('shows 404 Page Not Found for an unknown category instead of the form', async () => {
    renderApp(<EditCategoryScreen id="404" />, { path: '/category/404' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Category not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to services' })).toHaveAttribute(
      'href',
      '/catalogue/services',
    );
  });

  it('shows 404 Page Not Found for an id that is not a number, without a call', async () => {
    renderApp(<EditCategoryScreen id="abc" />, { path: '/category/abc' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('moves to the server’s id once a category created offline is sent', async () => {
    server.use(http.post('/api/categories/create', () => HttpResponse.error()));
    const change = createCategoryChange({ categoryName: 'Nails', description: 'Manicures' });
    const tempId = change.creates!.tempId;
    expect(await outbox.submit(change)).toEqual({ status: 'pending' });
    const { queryClient } = renderApp(<EditCategoryScreen id={String(tempId)} />, {
      path: `/category/${tempId}`,
    });
    // What the catalogue overlay shows for a category still on this device.
    queryClient.setQueryData(catalogueKeys.category(tempId), {
      id: tempId,
      categoryName: 'Nails',
      description: 'Manicures',
    });
    await waitFor(() => expect(field('Service category name')).toHaveValue('Nails'));

    server.use(
      http.post('/api/categories/create', () =>
        HttpResponse.json({ id: 12, categoryName: 'Nails', description: 'Manicures' }),
      ),
    );
    await outbox.retry(outbox.getEntries()[0]!.id);
    expect(await screen.findByText('navigated to /category/12')).toBeInTheDocument();
  });

  it('explains why a category with services cannot be deleted, and offers no delete', async () => {
    renderApp(<EditCategoryScreen id="1" />, { path: '/category/1' });
    expect(
      await screen.findByText(
        'It still has 3 services: move them to another category or delete them first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete category' })).toBeDisabled();
  });

  it('deletes an empty category after asking, then lists services', async () => {
    const deleted: unknown[] = [];
    server.use(
      http.delete('/api/categories/:id', ({ params }) => {
        deleted.push(params.id);
        return HttpResponse.json({ msg: 'Category deleted' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(<EditCategoryScreen id="2" />, { path: '/category/2' });
    expect(
      await screen.findByText('Only a category without services can be deleted.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete category' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Delete category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Colour"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted')).toBeInTheDocument();
    expect(await screen.findByText('navigated to /catalogue/services')).toBeInTheDocument();
    expect(deleted).toEqual(['2']);
  });

  it('shows the server’s refusal in the dialog when the category has services after all', async () => {
    const message =
      'This category still has services: move them to another category or delete them first';
    server.use(http.delete('/api/categories/:id', () => errorAnswer(message, 409)));
    const user = userEvent.setup({ delay: null });
    renderApp(<EditCategoryScreen id="2" />, { path: '/category/2' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete category' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Delete category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Colour"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Category deleted')).not.toBeInTheDocument();
    expect(screen.queryByText(/navigated to/)).not.toBeInTheDocument();
  });
});
