// The diary in Norwegian (docs/decisions.md, Languages; docs/glossary.md, The diary): the
// screen's heading and views, the table's tabs, columns, badges and actions, the calendar's
// toolbar, title and "+ N more" chip, and the Today agenda's badges.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { setDayjsLanguage } from '@/lib/i18n/dayjs-language';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { makeAppointment } from '../testing/appointment-fixtures';
import { AppointmentsScreen, type AppointmentsScreenState } from './appointments-screen';
import { TodayAgenda } from './today-agenda';

const unpaid = makeAppointment({
  id: 5,
  book_time: '11:00 AM',
  firstName: 'Kari',
  payment_status: 'unpaid',
  status: 'booked',
});
const noShow = makeAppointment({
  id: 6,
  book_time: '09:00 AM',
  firstName: 'Nils',
  payment_status: 'unpaid',
  status: 'no_show',
});

const listed = (rows: unknown[]) => () =>
  HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length) } });

setupMswServer(
  http.get('/api/appointments/all_upcoming', listed([unpaid])),
  http.get('/api/appointments/all_past', listed([noShow])),
  http.get('/api/appointments/range', () => HttpResponse.json([noShow, unpaid])),
  http.get('/api/appointments/month', () =>
    HttpResponse.json({ bookings: [noShow, unpaid], dayTotals: { '2026-11-23': 4 } }),
  ),
  // A row's "Mark paid" waits for these: a fixed price and a method (docs/decisions.md, Checkout).
  http.get('/api/business-settings/payment-methods', () =>
    HttpResponse.json({ methods: ['cash'] }),
  ),
  http.get('/api/cat_wise_services/', () =>
    HttpResponse.json([
      {
        id: 1,
        categoryName: 'Hår',
        description: '',
        services: [
          {
            sid: 1,
            serviceName: 'Haircut',
            categoryTypeID: 1,
            hrs: 0,
            min: 45,
            price: 45,
            priceTypeName: 'Fixed',
          },
        ],
      },
    ]),
  ),
);

const state: AppointmentsScreenState = {
  view: 'table',
  tab: 'upcoming',
  mode: 'day',
  date: '2026-11-23',
};

beforeEach(() => {
  resetLanguageForTests('nb');
  setDayjsLanguage('nb');
});
afterEach(() => {
  resetLanguageForTests('en');
  setDayjsLanguage('en');
  vi.useRealTimers();
});

describe('the diary in Norwegian', () => {
  it('names the table’s tabs, columns, badges and actions in Norwegian', async () => {
    const { unmount } = renderApp(<AppointmentsScreen state={state} onChange={() => {}} />, {
      path: '/appointments',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Timebok' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ny time' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Tabell' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Kommende' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Fullførte' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kommende timer' });
    for (const name of ['Bestillings-ID', 'Tidspunkt', 'Kunde', 'Totalbeløp', 'Betalingsstatus'])
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Kari Hansen/ });
    expect(within(row).getByText('Ubetalt')).toBeInTheDocument();
    expect(
      await within(row).findByRole('button', { name: 'Merk BID5 som betalt' }),
    ).toHaveTextContent('Merk som betalt');
    expect(within(row).getByRole('button', { name: 'Detaljer for BID5' })).toBeInTheDocument();
    // The date in Norwegian: "ma. 23. nov. 2026".
    expect(within(row).getByText(/^ma\. 23\. nov\. 2026 /)).toBeInTheDocument();
    expect(screen.getByText('Rader per side')).toBeInTheDocument();
    expect(screen.getByText('1–1 av 1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Søk' })).toHaveAttribute(
      'placeholder',
      'Kundenavn eller bestillings-ID',
    );

    unmount();

    renderApp(<AppointmentsScreen state={{ ...state, tab: 'completed' }} onChange={() => {}} />, {
      path: '/appointments',
    });
    const past = await screen.findByRole('table', { name: 'Fullførte timer' });
    expect(within(past).getByText('Ikke møtt')).toBeInTheDocument();
  });

  it('names the calendar’s toolbar, title and month chip in Norwegian', async () => {
    const { unmount } = renderApp(
      <AppointmentsScreen state={{ ...state, view: 'calendar' }} onChange={() => {}} />,
      { path: '/appointments' },
    );
    expect(
      await screen.findByRole('heading', { name: 'mandag 23. november 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I dag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forrige dag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neste dag' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Kalendervisning' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Uke' })).toBeInTheDocument();
    const nils = await screen.findByRole('button', { name: /Nils Hansen/ });
    expect(nils).toHaveTextContent('Ikke møtt');
    unmount();

    renderApp(
      <AppointmentsScreen
        state={{ ...state, view: 'calendar', mode: 'month' }}
        onChange={() => {}}
      />,
      { path: '/appointments' },
    );
    expect(await screen.findByRole('heading', { name: 'november 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '+ 2 til' })).toBeVisible();
  });

  it('shows the Today agenda’s badges in Norwegian', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 0));
    renderApp(<TodayAgenda />, { path: '/dashboard' });
    const list = await screen.findByRole('list', { name: 'Dagens timer' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(/Nils Hansen.*Ikke møtt.*Ubetalt/);
    expect(second).toHaveTextContent(/Kari Hansen.*Bestilt.*Ubetalt/);
    expect(screen.getByText('mandag 23. november 2026')).toBeInTheDocument();
  });
});
