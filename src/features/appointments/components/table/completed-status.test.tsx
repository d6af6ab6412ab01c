// The Completed tab's status column and its "Hide cancelled and no-shows", which asks the server
// to leave them out so the pages and the count stay its own (docs/decisions.md, Calendar shading
// and states).
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { makeAppointment } from '../../testing/appointment-fixtures';
import { AppointmentsTableView } from './appointments-table-view';

const PAST = [
  makeAppointment({ id: 1, firstName: 'Kept', status: 'completed' }),
  makeAppointment({ id: 2, firstName: 'Called', status: 'cancelled', payment_status: 'unpaid' }),
  makeAppointment({ id: 3, firstName: 'Absent', status: 'no_show', payment_status: 'unpaid' }),
];

const asked: (string | null)[] = [];

setupMswServer(
  http.get('/api/team', () => HttpResponse.json([])),
  http.get('/api/appointments/all_past', ({ request }) => {
    const hide = new URL(request.url).searchParams.get('hide');
    asked.push(hide);
    const rows = hide ? PAST.filter((row) => !hide.split(',').includes(row.status ?? '')) : PAST;
    return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length) } });
  }),
);

function renderCompleted() {
  renderApp(
    <AppointmentsTableView tab="completed" onTabChange={() => {}} onMemberChange={() => {}} />,
    {
      path: '/appointments',
    },
  );
  return userEvent.setup();
}

/** Each row's client and status, top to bottom. */
async function rows() {
  const table = await screen.findByRole('table', { name: 'Completed appointments' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return `${cells[3]?.textContent} ${cells[7]?.textContent}`;
    });
}

describe('the Completed tab', () => {
  it('shows each row’s status in its own column', async () => {
    renderCompleted();
    expect(await screen.findByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(await rows()).toEqual([
      'Kept Hansen Completed',
      'Called Hansen Cancelled',
      'Absent Hansen No-show',
    ]);
  });

  it('hides cancelled and no-show rows by asking the server, and shows them again', async () => {
    const user = renderCompleted();
    await screen.findByText('Called Hansen');
    asked.length = 0;
    await user.click(screen.getByRole('checkbox', { name: 'Hide cancelled and no-shows' }));
    await waitFor(() => expect(screen.queryByText('Called Hansen')).not.toBeInTheDocument());
    expect(await rows()).toEqual(['Kept Hansen Completed']);
    expect(asked).toContain('cancelled,no_show');
    await user.click(screen.getByRole('checkbox', { name: 'Hide cancelled and no-shows' }));
    expect(await screen.findByText('Absent Hansen')).toBeInTheDocument();
  });
});
