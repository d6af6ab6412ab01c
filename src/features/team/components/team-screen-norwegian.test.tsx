// The Team screen in Norwegian (docs/decisions.md, Languages; docs/glossary.md: medarbeider,
// arbeidstid): the heading, the list's counts and actions and the add form's fields.
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryWithServices } from '@contract/catalogue';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { setToken } from '@/lib/session/token-store';
import { TeamScreen } from './team-screen';

const server = setupMswServer();
beforeEach(() => {
  setToken('token-1');
  resetLanguageForTests('nb');
});
afterEach(() => resetLanguageForTests('en'));

const ada = memberFixture({ id: 1, name: 'Ada', color: 'blue', position: 0, serviceIds: [10] });
const ben = memberFixture({ id: 2, name: 'Ben', color: 'teal', position: 1, serviceIds: [10, 11] });
const CATEGORIES = [
  {
    id: 3,
    categoryName: 'Hair',
    description: '',
    services: [10, 11].map((sid) => ({
      sid,
      serviceName: `Service ${sid}`,
      categoryTypeID: 3,
      hrs: 0,
      min: 30,
      price: 300,
      priceTypeName: 'Fixed',
    })),
  },
] satisfies CategoryWithServices[];

describe('TeamScreen in Norwegian', () => {
  it('names the team, its members and the add form in Norwegian', async () => {
    server.use(
      http.get('/api/team', () => HttpResponse.json([ada, { ...ben, hours: [], active: false }])),
      http.get('/api/cat_wise_services/', () => HttpResponse.json(CATEGORIES)),
    );
    renderApp(<TeamScreen />, { path: '/business-settings/team' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medarbeidere' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/1 behandling · Salongens åpningstider/)).toBeInTheDocument();
    expect(screen.getByText(/2 behandlinger · Egen arbeidstid/)).toBeInTheDocument();
    expect(screen.getByText('Inaktiv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Flytt Ben opp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktiver Ben' })).toHaveTextContent('Aktiver');
    expect(screen.getByRole('button', { name: 'Deaktiver Ada' })).toHaveTextContent('Deaktiver');
    // The breadcrumb back to the settings.
    expect(screen.getByRole('link', { name: 'Salonginnstillinger' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Legg til medarbeider' }));
    expect(await screen.findByRole('heading', { name: 'Ny medarbeider' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Navn/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kunder samtidig' })).toBeInTheDocument();
    // The suggested colour of a third member, by its Norwegian name.
    expect(screen.getByDisplayValue('Plomme')).toBeInTheDocument();
    expect(screen.getByText('Farge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    expect(screen.queryByText(/Team member|services|Business hours|Own hours/)).toBeNull();
  });
});
