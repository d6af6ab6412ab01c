// A member's page against msw: the card edited, the services changed, and own working hours
// chosen over the business's (docs/decisions.md, Team).
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryWithServices } from '@contract/catalogue';
import { setupMswServer } from '@tests/setup/msw-server';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { renderApp } from '@tests/setup/render-app';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { setToken } from '@/lib/session/token-store';
import { MemberScreen } from './member-screen';

const server = setupMswServer();
afterEach(() => notifications.clean());
beforeEach(() => setToken('token-1'));

const ben = memberFixture({ id: 2, name: 'Ben', color: 'teal', serviceIds: [10, 11] });
const service = (sid: number, serviceName: string) => ({
  sid,
  serviceName,
  categoryTypeID: 3,
  hrs: 0,
  min: 30,
  price: 300,
  priceTypeName: 'Fixed',
});
const CATEGORIES = [
  {
    id: 3,
    categoryName: 'Hair',
    description: '',
    services: [service(10, 'Cut'), service(11, 'Colour')],
  },
] satisfies CategoryWithServices[];

function serveMember() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const answer = async ({ request }: { request: Request }) => {
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: await request.json(),
    });
    return HttpResponse.json({ msg: 'Saved', member: ben });
  };
  server.use(
    http.get('/api/auth', () => HttpResponse.json(ownerFixture({ clock: '24h' }))),
    http.get('/api/team', () => HttpResponse.json([ben])),
    http.get('/api/cat_wise_services/', () => HttpResponse.json(CATEGORIES)),
    http.put('/api/team/2', answer),
    http.put('/api/team/2/services', answer),
    http.put('/api/team/2/hours', answer),
  );
  return calls;
}

describe('MemberScreen', () => {
  it('saves the card, the services and the member’s own hours, each as its own change', async () => {
    const calls = serveMember();
    const user = userEvent.setup();
    renderApp(<MemberScreen id={2} />, { path: '/business-settings/team/2' });

    const details = await screen.findByRole('region', { name: 'Details' });
    const name = within(details).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Benedikt');
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));

    const services = screen.getByRole('region', { name: 'Services' });
    await user.click(await within(services).findByRole('checkbox', { name: 'Colour' }));
    await user.click(within(services).getByRole('button', { name: 'Save services' }));
    await waitFor(() => expect(calls).toHaveLength(2));

    const hours = screen.getByRole('region', { name: 'Working hours' });
    await user.click(within(hours).getByRole('radio', { name: 'Own hours' }));
    await user.click(within(hours).getByRole('checkbox', { name: 'Works on Friday' }));
    await user.click(within(hours).getByRole('button', { name: 'Save working hours' }));
    await waitFor(() => expect(calls).toHaveLength(3));

    const workday = (dayOfWeek: number) => ({
      dayOfWeek,
      open: true,
      startTime: '09:00',
      endTime: '17:00',
      secondStartTime: null,
      secondEndTime: null,
    });
    const dayOff = (dayOfWeek: number) => ({
      dayOfWeek,
      open: false,
      startTime: null,
      endTime: null,
      secondStartTime: null,
      secondEndTime: null,
    });
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/team/2',
        body: { name: 'Benedikt', color: 'teal', capacity: 1, active: true },
      },
      { method: 'PUT', path: '/api/team/2/services', body: { serviceIds: [10] } },
      {
        method: 'PUT',
        path: '/api/team/2/hours',
        body: {
          hours: [workday(1), workday(2), workday(3), workday(4), dayOff(5), dayOff(6), dayOff(7)],
          breaks: [],
        },
      },
    ]);
  });
});
