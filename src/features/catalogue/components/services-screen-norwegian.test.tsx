// The Services screen in Norwegian (docs/decisions.md, Languages): headings, counts, durations and
// prices read as a Norwegian salon writes them, with no English left of the catalogue's words.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { categoriesWithServices } from '../testing/catalogue-fixtures';
import { ServicesScreen } from './services-screen';

const server = setupMswServer();
beforeEach(() => resetLanguageForTests('nb'));
afterEach(() => resetLanguageForTests('en'));

describe('ServicesScreen in Norwegian', () => {
  it('names the screen, its counts, durations and prices in Norwegian', async () => {
    server.use(
      http.get('/api/cat_wise_services/', () => HttpResponse.json(categoriesWithServices)),
    );
    renderApp(<ServicesScreen />, { path: '/catalogue/services' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Behandlinger' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 behandlinger')).toBeInTheDocument();
    const cut = screen.getByText("Women's cut").closest('li')!;
    expect(within(cut).getByText('1 t 30 min')).toBeInTheDocument();
    const beard = screen.getByText('Beard trim').closest('li')!;
    expect(within(beard).getByText(/^Fra /)).toBeInTheDocument();
    const consultation = screen.getByText('Consultation').closest('li')!;
    expect(within(consultation).getByText('Gratis')).toBeInTheDocument();
    expect(screen.getByText('Ingen behandlinger ennå')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legg til behandling i Colour' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rediger Haircuts' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Legg til' }));
    // jsdom has no layout: Floating UI marks the dropdown detached (display: none); look past it.
    const hidden = { hidden: true };
    expect(
      await screen.findByRole('menuitem', { name: 'Kategori', ...hidden }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Behandling', ...hidden })).toBeInTheDocument();
    expect(screen.queryByText(/services|Add service|Free/)).toBeNull();
  });
});
