import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';
import { categoriesWithServices, errorAnswer } from '../testing/catalogue-fixtures';
import { ServicesScreen } from './services-screen';

const server = setupMswServer();
afterEach(() => {
  notifications.clean();
});

const PATH = '/catalogue/services';

describe('ServicesScreen', () => {
  it('lists each category with its services, durations and dollar prices', async () => {
    server.use(
      http.get('/api/cat_wise_services/', () => HttpResponse.json(categoriesWithServices)),
    );
    renderApp(<ServicesScreen />, { path: PATH });

    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    const cut = (await screen.findByText("Women's cut")).closest('li')!;
    expect(within(cut).getByText('1 hr 30 min')).toBeInTheDocument();
    expect(within(cut).getByText('$45.50')).toBeInTheDocument();
    const beard = screen.getByText('Beard trim').closest('li')!;
    expect(within(beard).getByText('15 min')).toBeInTheDocument();
    expect(within(beard).getByText('From $40.00')).toBeInTheDocument();
    const consultation = screen.getByText('Consultation').closest('li')!;
    expect(within(consultation).getByText('Free')).toBeInTheDocument();

    // Categories are headed items of the accordion, open from the start.
    expect(screen.getByRole('button', { name: /Haircuts/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /Colour/ })).toBeInTheDocument();
  });

  it('keeps folded what the owner folded, and shows a category that appears later open', async () => {
    server.use(
      http.get('/api/cat_wise_services/', () => HttpResponse.json(categoriesWithServices)),
    );
    const { queryClient } = renderApp(<ServicesScreen />, { path: PATH });
    const haircuts = await screen.findByRole('button', { name: /Haircuts/ });
    await userEvent.setup().click(haircuts);
    expect(haircuts).toHaveAttribute('aria-expanded', 'false');

    // The server's copy of a category created a moment ago (a pending one gets its real id).
    queryClient.setQueryData(catalogueKeys.categoriesWithServices(), [
      ...categoriesWithServices,
      { id: 99, categoryName: 'Brows', description: 'Shaping', services: [] },
    ]);
    expect(await screen.findByRole('button', { name: /Brows/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /Haircuts/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('says "No services created" for a category without services', async () => {
    server.use(
      http.get('/api/cat_wise_services/', () => HttpResponse.json(categoriesWithServices)),
    );
    renderApp(<ServicesScreen />, { path: PATH });
    expect(await screen.findAllByText('No services created')).toHaveLength(1);
  });

  it('links each category to its edit screen and to a new service in it', async () => {
    server.use(
      http.get('/api/cat_wise_services/', () => HttpResponse.json(categoriesWithServices)),
    );
    renderApp(<ServicesScreen />, { path: PATH });
    expect(await screen.findByRole('link', { name: 'Edit Haircuts' })).toHaveAttribute(
      'href',
      '/category/1',
    );
    expect(screen.getByRole('link', { name: 'Edit Colour' })).toHaveAttribute(
      'href',
      '/category/2',
    );
    expect(screen.getByRole('link', { name: 'Add service to Colour' })).toHaveAttribute(
      'href',
      '/catalogue/create-service?categoryId=2',
    );
  });

  it('links each service to its edit screen and marks one hidden from the booking page', async () => {
    const [haircuts, colour] = categoriesWithServices;
    server.use(
      http.get('/api/cat_wise_services/', () =>
        HttpResponse.json([
          {
            ...haircuts!,
            services: haircuts!.services.map((service) =>
              service.sid === 12 ? { ...service, onlineBooking: false } : service,
            ),
          },
          colour,
        ]),
      ),
    );
    renderApp(<ServicesScreen />, { path: PATH });
    expect(await screen.findByRole('link', { name: "Edit Women's cut" })).toHaveAttribute(
      'href',
      '/catalogue/services/11/edit',
    );
    const beard = screen.getByRole('link', { name: 'Edit Beard trim' }).closest('li')!;
    expect(within(beard).getByText('Not online')).toBeInTheDocument();
    const cut = screen.getByRole('link', { name: "Edit Women's cut" }).closest('li')!;
    expect(within(cut).queryByText('Not online')).not.toBeInTheDocument();
  });

  it('opens the Add menu with links to a new category and a new service', async () => {
    server.use(
      http.get('/api/cat_wise_services/', () => HttpResponse.json(categoriesWithServices)),
    );
    renderApp(<ServicesScreen />, { path: PATH });
    await screen.findByText("Women's cut");
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    // jsdom has no layout, so Floating UI's hide() middleware marks the dropdown as detached
    // (display: none): look past that.
    const hidden = { hidden: true };
    expect(await screen.findByRole('menuitem', { name: 'Category', ...hidden })).toHaveAttribute(
      'href',
      '/catalogue/create-category',
    );
    expect(screen.getByRole('menuitem', { name: 'Service', ...hidden })).toHaveAttribute(
      'href',
      '/catalogue/create-service',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Service', ...hidden }));
    expect(await screen.findByText('navigated to /catalogue/create-service')).toBeInTheDocument();
  });

  it('invites the owner to create a first category when there is none', async () => {
    server.use(http.get('/api/cat_wise_services/', () => HttpResponse.json([])));
    renderApp(<ServicesScreen />, { path: PATH });
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a category' })).toHaveAttribute(
      'href',
      '/catalogue/create-category',
    );
  });

  it('shows a skeleton while loading, and a failure with Retry that loads again', async () => {
    let fail = true;
    server.use(
      http.get('/api/cat_wise_services/', () =>
        fail ? errorAnswer('Database is busy', 503) : HttpResponse.json(categoriesWithServices),
      ),
    );
    renderApp(<ServicesScreen />, { path: PATH });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading services');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Services could not be loaded');
    expect(alert).toHaveTextContent('Database is busy');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText("Women's cut")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
