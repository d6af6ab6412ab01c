// The Reports screen in Norwegian (docs/decisions.md, Languages; docs/glossary.md: omsetning,
// utestående, travleste tider): the period's choices, the cards and the tables' headings.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PeriodFigures, Report } from '@contract/reports';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { ReportsScreen } from './reports-screen';

const server = setupMswServer();
beforeEach(() => resetLanguageForTests('nb'));
afterEach(() => resetLanguageForTests('en'));

function figures(from: string, to: string, takings: number, bookings: number): PeriodFigures {
  return {
    from,
    to,
    takings,
    refunds: 0,
    outstanding: 650,
    outstandingBookings: 2,
    bookings,
    cancellations: 1,
    cancellationRate: 0.1,
    noShows: 0,
    noShowRate: 0,
    averageBookingValue: 0,
    newClients: 3,
    returningClients: 4,
    onlineBookings: 5,
    ownerBookings: bookings - 5,
  };
}

const REPORT = {
  currency: 'NOK',
  weekStart: 1,
  computedAt: '2026-11-23T09:00:00.000Z',
  current: figures('2026-11-01', '2026-11-30', 1500, 10),
  previous: figures('2026-10-02', '2026-10-31', 1000, 10),
  services: [
    { serviceId: 1, name: 'Cut', categoryId: 2, category: 'Hair', items: 4, takings: 1500 },
  ],
  categories: [],
  members: [],
  heatMap: [
    { weekday: 1, hour: 9, bookings: 2 },
    { weekday: 7, hour: 10, bookings: 1 },
  ],
  days: [],
} satisfies Report;

describe('ReportsScreen in Norwegian', () => {
  it('names the period, the figures and the tables in Norwegian', async () => {
    server.use(http.get('/api/reports', () => HttpResponse.json(REPORT)));
    renderApp(
      <ReportsScreen state={{ period: 'thisMonth', from: '', to: '' }} onChange={() => {}} />,
      {
        path: '/reports',
      },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Rapporter' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Denne måneden' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Valgte datoer' })).toBeInTheDocument();
    const takings = (await screen.findByText('Omsetning', { selector: 'p' })).closest('li')!;
    expect(within(takings).getByText(/^Opp 50\s?%, forrige periode /)).toBeInTheDocument();
    const outstanding = screen.getByText('Utestående').closest('li')!;
    expect(within(outstanding).getByText('2 tidligere timer ubetalt')).toBeInTheDocument();
    expect(screen.getByText(/^10\s?% av timene$/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Sammenlignet med 2\. okt\. 2026–31\. okt\. 2026\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Omsetning per behandling' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Solgt' })).toBeInTheDocument();
    const busiest = screen.getByRole('region', { name: 'Travleste dager og tider' });
    expect(within(busiest).getByRole('rowheader', { name: 'Man.' })).toBeInTheDocument();
    expect(within(busiest).getByRole('rowheader', { name: 'Søn.' })).toBeInTheDocument();
    expect(screen.getAllByText('Ingen timer i denne perioden.')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Last ned som CSV-fil' })).toBeInTheDocument();
    expect(screen.queryByText(/Takings|Bookings|previous period|This month/)).toBeNull();
  });
});
