// The table's "With" filter (docs/decisions.md, Team): with two or more active members the
// server is asked for one member's page (memberId), from page 1; with one there is nothing to
// choose. The member comes from the address (the screen's state), like the tab.
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '@contract/team';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { onPhoneWidth } from '@tests/setup/media-queries';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { makeAppointment } from '../../testing/appointment-fixtures';
import { PHONE_QUERY } from './appointments-table';
import { AppointmentsTableView, type AppointmentsTab } from './appointments-table-view';

const server = setupMswServer();

const ADA = memberFixture({ id: 1, name: 'Ada', position: 0 });
const BEN = memberFixture({ id: 2, name: 'Ben', position: 1 });
const CLEO = memberFixture({ id: 3, name: 'Cleo', position: 2, active: false });

/** 25 upcoming bookings: odd ids Ada's, even ids Ben's. */
const ROWS = Array.from({ length: 25 }, (_, index) =>
  makeAppointment({
    id: index + 1,
    book_date: `2026-12-${String(1 + index).padStart(2, '0')}`,
    memberId: index % 2 === 0 ? ADA.id : BEN.id,
  }),
);

/** The query of every all_upcoming call. */
const asked: string[] = [];

function answer(team: TeamMember[]) {
  asked.length = 0;
  server.use(
    http.get('/api/team', () => HttpResponse.json(team)),
    http.get('/api/appointments/all_upcoming', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      const memberId = params.get('memberId');
      const rows = ROWS.filter((row) => memberId === null || row.memberId === Number(memberId));
      const offset = Number(params.get('offset'));
      return HttpResponse.json(rows.slice(offset, offset + Number(params.get('limit'))), {
        headers: { 'X-Total-Count': String(rows.length) },
      });
    }),
  );
}

/** The member the screen's address holds, as the route hands it down. */
const chosen: (number | undefined)[] = [];

function Harness({ member: first }: { member?: number }) {
  const [tab, setTab] = useState<AppointmentsTab>('upcoming');
  const [member, setMember] = useState(first);
  return (
    <AppointmentsTableView
      tab={tab}
      onTabChange={setTab}
      member={member}
      onMemberChange={(next) => {
        chosen.push(next);
        setMember(next);
      }}
    />
  );
}

function renderTable(member?: number) {
  chosen.length = 0;
  renderApp(<Harness member={member} />, { path: '/appointments' });
  return userEvent.setup();
}

const withSelect = () => screen.findByRole('combobox', { name: 'With' });

describe('the table’s member filter', () => {
  it('offers Everyone and each member, asks for one member’s page from page 1', async () => {
    answer([ADA, BEN, CLEO]);
    const user = renderTable();
    const select = await withSelect();
    expect(select).toHaveValue('everyone');
    expect(
      Array.from(select.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['Everyone', 'Ada', 'Ben', 'Cleo (inactive)']);
    expect(await screen.findByText('1–10 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('11–20 of 25')).toBeInTheDocument();

    await user.selectOptions(select, 'Ben');
    expect(await screen.findByText('1–10 of 12')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('limit=10&offset=0&sort=start&dir=asc&memberId=2');
    expect(chosen).toEqual([BEN.id]);
    expect(screen.getAllByText(/^BID\d+$/).map((cell) => cell.textContent)).toEqual(
      ['2', '4', '6', '8', '10', '12', '14', '16', '18', '20'].map((id) => `BID${id}`),
    );

    await user.selectOptions(select, 'Everyone');
    expect(await screen.findByText('1–10 of 25')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('limit=10&offset=0&sort=start&dir=asc');
    expect(chosen).toEqual([BEN.id, undefined]);
  });

  it('starts from the member the address names', async () => {
    answer([ADA, BEN]);
    renderTable(ADA.id);
    expect(await withSelect()).toHaveValue(String(ADA.id));
    expect(await screen.findByText('1–10 of 13')).toBeInTheDocument();
    expect(asked).toEqual(['limit=10&offset=0&sort=start&dir=asc&memberId=1']);
  });

  it('says when the member has nothing upcoming', async () => {
    answer([ADA, BEN]);
    server.use(
      http.get('/api/appointments/all_upcoming', () =>
        HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
      ),
    );
    renderTable(BEN.id);
    expect(await screen.findByText('No upcoming appointments with Ben')).toBeInTheDocument();
  });

  it('is not there with one active member, and a member in the address is not applied', async () => {
    answer([ADA, CLEO]);
    renderTable(CLEO.id);
    expect(await screen.findByText('1–10 of 25')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'With' })).not.toBeInTheDocument();
    expect(asked.every((query) => !query.includes('memberId'))).toBe(true);
  });
});

describe('the member filter on a phone', () => {
  onPhoneWidth(PHONE_QUERY);

  it('narrows the cards to the member', async () => {
    answer([ADA, BEN]);
    const user = renderTable();
    await user.selectOptions(await withSelect(), 'Ada');
    await vi.waitFor(() =>
      expect(asked.at(-1)).toBe('limit=10&offset=0&sort=start&dir=asc&memberId=1'),
    );
    expect(await screen.findByText('1–10 of 13')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('BID19')).toBeInTheDocument();
    expect(screen.queryByText('BID2')).not.toBeInTheDocument();
  });
});
