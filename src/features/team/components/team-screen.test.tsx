// The Team screen against msw: adding a member with their services, moving one up, and a
// deactivation the server refuses with the member's future bookings (docs/decisions.md, Team),
// worded by its code in Norwegian (docs/decisions.md, API).
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LAST_ACTIVE_MEMBER_MESSAGE,
  MEMBER_HAS_FUTURE_BOOKINGS_MESSAGE,
  type TeamMember,
  type TeamMemberBusy,
} from '@contract/team';
import type { CategoryWithServices } from '@contract/catalogue';
import { setupMswServer } from '@tests/setup/msw-server';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { renderApp } from '@tests/setup/render-app';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { setToken } from '@/lib/session/token-store';
import { TeamScreen } from './team-screen';

const server = setupMswServer();
afterEach(() => {
  notifications.clean();
  resetLanguageForTests('en');
});
beforeEach(() => setToken('token-1'));

const ada = memberFixture({ id: 1, name: 'Ada', color: 'blue', position: 0, serviceIds: [10, 11] });
const ben = memberFixture({ id: 2, name: 'Ben', color: 'teal', position: 1, serviceIds: [10] });

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

interface Call {
  method: string;
  path: string;
  body: unknown;
}

// A refusal without future bookings (the last active member) carries no `bookings`.
function serveTeam(
  initial: TeamMember[],
  busy?: Pick<TeamMemberBusy, 'errors'> & Partial<TeamMemberBusy>,
) {
  let members = initial;
  const calls: Call[] = [];
  const record = async (request: Request) => {
    const body: unknown = await request.json();
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get('/api/auth', () => HttpResponse.json(ownerFixture())),
    http.get('/api/team', () => HttpResponse.json(members)),
    http.get('/api/cat_wise_services/', () => HttpResponse.json(CATEGORIES)),
    http.post('/api/team', async ({ request }) => {
      const body = (await record(request)) as Pick<TeamMember, 'name' | 'color' | 'serviceIds'>;
      const member = memberFixture({ id: 9, position: members.length, ...body });
      members = [...members, member];
      return HttpResponse.json({ msg: 'Team member added', member });
    }),
    http.put('/api/team/order', async ({ request }) => {
      const { memberIds } = (await record(request)) as { memberIds: number[] };
      members = memberIds.map((id, position) => ({
        ...members.find((member) => member.id === id)!,
        position,
      }));
      return HttpResponse.json({ msg: 'Team order saved', members });
    }),
    http.put('/api/team/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json(busy, { status: 409 });
    }),
  );
  return calls;
}

async function teamList() {
  return screen.findByRole('list', { name: 'Team members' });
}

describe('TeamScreen', () => {
  it('lists the members in their order with what each does', async () => {
    serveTeam([
      ben,
      { ...ada, position: 0 },
      { ...ben, id: 3, name: 'Cleo', active: false, position: 2 },
    ]);
    renderApp(<TeamScreen />);

    const items = within(await teamList()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Ada',
      'Ben',
      'Cleo',
    ]);
    expect(items[0]).toHaveTextContent('2 services · Business hours');
    expect(within(items[2]!).getByText('Inactive')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('button', { name: 'Activate Cleo' })).toBeInTheDocument();
  });

  it('adds a member with the next free colour and the services left ticked', async () => {
    const calls = serveTeam([ada]);
    const user = userEvent.setup();
    renderApp(<TeamScreen />);

    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const form = await screen.findByRole('region', { name: 'New team member' });
    await user.type(await within(form).findByRole('textbox', { name: 'Name' }), 'Ben');
    await user.click(within(form).getByRole('checkbox', { name: 'Colour' }));
    await user.click(within(form).getByRole('button', { name: 'Add team member' }));

    await within(await teamList()).findByRole('link', { name: 'Edit Ben' });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/team',
        body: { name: 'Ben', color: 'teal', capacity: 1, serviceIds: [10] },
      },
    ]);
  });

  it('moves a member up with the keyboard and saves the whole order', async () => {
    const calls = serveTeam([ada, ben]);
    const user = userEvent.setup();
    renderApp(<TeamScreen />);

    const list = await teamList();
    expect(within(list).getByRole('button', { name: 'Move Ada up' })).toBeDisabled();
    within(list).getByRole('button', { name: 'Move Ben up' }).focus();
    await user.keyboard('{Enter}');

    await screen.findByText('Team order saved');
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/team/order', body: { memberIds: [2, 1] } },
    ]);
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('link').textContent);
    await waitFor(() => expect(names()).toEqual(['Ben', 'Ada']));
  });

  it('shows a refused deactivation with the bookings to move first', async () => {
    const calls = serveTeam([ada, ben], {
      errors: [{ msg: MEMBER_HAS_FUTURE_BOOKINGS_MESSAGE, code: 'member_has_future_bookings' }],
      bookings: [
        {
          id: 41,
          book_date: '2026-12-01',
          book_time: '10:00 AM',
          start: '2026-12-01T09:00:00.000Z',
          end: '2026-12-01T09:30:00.000Z',
          firstName: 'Kari',
          lastName: 'Nordmann',
        },
      ],
    });
    const user = userEvent.setup();
    renderApp(<TeamScreen />);

    await user.click(within(await teamList()).getByRole('button', { name: 'Deactivate Ben' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ben was not deactivated');
    expect(alert).toHaveTextContent(MEMBER_HAS_FUTURE_BOOKINGS_MESSAGE);
    const bookings = within(alert).getByRole('list', { name: 'Future bookings of Ben' });
    expect(bookings).toHaveTextContent('Tue, 1 Dec 2026 10:00 AM: Kari Nordmann (BID41)');
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/team/2',
        body: { name: 'Ben', color: 'teal', capacity: 1, active: false },
      },
    ]);
  });

  it('words a refused deactivation by its code in Norwegian', async () => {
    resetLanguageForTests('nb');
    serveTeam([ada, ben], {
      errors: [{ msg: LAST_ACTIVE_MEMBER_MESSAGE, code: 'last_active_member' }],
    });
    const user = userEvent.setup();
    renderApp(<TeamScreen />);

    const list = await screen.findByRole('list', { name: 'Medarbeidere' });
    await user.click(within(list).getByRole('button', { name: 'Deaktiver Ben' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ben ble ikke deaktivert');
    expect(alert).toHaveTextContent('En salong må ha minst én aktiv medarbeider');
    expect(alert).not.toHaveTextContent(LAST_ACTIVE_MEMBER_MESSAGE);
  });
});
