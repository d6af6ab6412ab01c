import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppointmentCount } from '@contract/appointments';
import type { CategoryWithServices, Service } from '@contract/catalogue';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';
import { DashboardScreen } from './dashboard-screen';

const server = setupMswServer();

function service(sid: number): Service {
  return {
    sid,
    serviceName: `Service ${sid}`,
    categoryTypeID: 1,
    hrs: 0,
    min: 45,
    price: 40,
    priceTypeName: 'Fixed',
  };
}

function category(id: number, services: Service[]): CategoryWithServices {
  return { id, categoryName: `Category ${id}`, description: '', services };
}

function answer(count: number, categories: CategoryWithServices[]) {
  server.use(
    http.get('/api/appointments/by_client', () =>
      HttpResponse.json({ cnt: count } satisfies AppointmentCount),
    ),
    http.get('/api/cat_wise_services/', () => HttpResponse.json(categories)),
  );
}

describe('DashboardScreen', () => {
  it('shows the appointment count on a card linking to /appointments', async () => {
    answer(603, [category(1, [service(1)])]);
    renderApp(<DashboardScreen />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Appointments\s*603/ });
    expect(card).toHaveAttribute('href', '/appointments');
    await userEvent.setup().click(card);
    expect(await screen.findByText('navigated to /appointments')).toBeInTheDocument();
  });

  it('counts the real services of every category, not a fixed 10', async () => {
    answer(0, [
      category(1, [service(1), service(2), service(3)]),
      category(2, []),
      category(3, [service(4), service(5), service(6), service(7)]),
    ]);
    renderApp(<DashboardScreen />, { path: '/dashboard' });
    const card = await screen.findByRole('link', { name: /Services\s*7/ });
    expect(card).toHaveAttribute('href', '/catalogue/services');
    expect(within(card).getByText('7')).toBeInTheDocument();
  });

  it('shows 0 services for a new business', async () => {
    answer(0, []);
    renderApp(<DashboardScreen />, { path: '/dashboard' });
    expect(await screen.findByRole('link', { name: /Services\s*0/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Appointments\s*0/ })).toBeInTheDocument();
  });

  it('counts again when the diary or the catalogue refreshes its reads', async () => {
    answer(3, [category(1, [service(1)])]);
    const { queryClient } = renderApp(<DashboardScreen />, { path: '/dashboard' });
    expect(await screen.findByRole('link', { name: /Appointments\s*3/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Services\s*1/ })).toBeInTheDocument();
    answer(4, [category(1, [service(1), service(2)])]);
    // What the diary's and the catalogue's writes invalidate once the server has them.
    await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    expect(await screen.findByRole('link', { name: /Appointments\s*4/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Services\s*2/ })).toBeInTheDocument();
  });

  it('says a number is not available when its call fails', async () => {
    answer(5, []);
    server.use(
      http.get('/api/appointments/by_client', () =>
        HttpResponse.json({ errors: [{ msg: 'Not allowed' }] }, { status: 403 }),
      ),
    );
    renderApp(<DashboardScreen />, { path: '/dashboard' });
    expect(
      await screen.findByRole('link', { name: /Appointments\s*not available/ }),
    ).toBeInTheDocument();
  });
});
