// The month grid with one member chosen: the grid's call asks the server for that member's
// bookings and day counts, so a cell lists their bookings and "+ N more" counts only theirs
// (docs/decisions.md, Lists at scale and Team). Two of everyone's filtered on the device would
// show none of a member whose bookings start later in the day.
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import {
  availabilityFixture,
  weekDaysFixture,
} from '@/entities/opening-hours/testing/opening-hours-fixtures';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { createTestQueryClient, renderApp } from '@tests/setup/render-app';
import { teamKeys } from '@/entities/team/api/team-keys';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { makeAppointment } from '../../testing/appointment-fixtures';
import { AppointmentsScreen, type AppointmentsScreenState } from '../appointments-screen';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const TEAM = [
  memberFixture({ id: 1, name: 'Ada', position: 0 }),
  memberFixture({ id: 2, name: 'Ben', position: 1 }),
];
// Ada's three come first on 23 November; Ben's three after them.
const DAY = [
  makeAppointment({ id: 1, book_time: '09:00 AM', firstName: 'Anna', memberId: 1 }),
  makeAppointment({ id: 2, book_time: '10:00 AM', firstName: 'Alma', memberId: 1 }),
  makeAppointment({ id: 3, book_time: '11:00 AM', firstName: 'Aase', memberId: 1 }),
  makeAppointment({ id: 4, book_time: '01:00 PM', firstName: 'Bodil', memberId: 2 }),
  makeAppointment({ id: 5, book_time: '02:00 PM', firstName: 'Brit', memberId: 2 }),
  makeAppointment({ id: 6, book_time: '03:00 PM', firstName: 'Berit', memberId: 2 }),
];

/** The month calls' memberId parameter, "everyone" when absent. */
const asked: string[] = [];

setupMswServer(
  http.get('/api/team', () => HttpResponse.json(TEAM)),
  // Open every day: no closed date in this grid (the shading has its own tests).
  http.get('/api/day_weeks/', () => HttpResponse.json(weekDaysFixture())),
  http.get('/api/business-settings/availability', () => HttpResponse.json(availabilityFixture())),
  // As the server answers: the first perDay of the member's (or everyone's) bookings, and counts.
  http.get('/api/appointments/month', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const memberId = params.get('memberId');
    asked.push(memberId ?? 'everyone');
    const rows = DAY.filter((row) => memberId === null || row.memberId === Number(memberId));
    const perDay = Number(params.get('perDay'));
    return HttpResponse.json({
      bookings: rows.slice(0, perDay),
      dayTotals: { '2026-11-23': rows.length },
    });
  }),
);

beforeEach(() => {
  asked.length = 0;
});

function renderMonth(member?: number) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, ownerFixture());
  queryClient.setQueryData(teamKeys.list(), TEAM);
  function Screen() {
    const [state, setState] = useState<AppointmentsScreenState>({
      view: 'calendar',
      tab: 'upcoming',
      mode: 'month',
      date: '2026-11-23',
      member,
    });
    return (
      <AppointmentsScreen
        state={state}
        onChange={(next) => setState((previous) => ({ ...previous, ...next }))}
      />
    );
  }
  renderApp(<Screen />, { path: '/appointments', queryClient });
  return userEvent.setup();
}

const more = () => screen.getAllByRole('button', { name: /^\+ \d+ more$/ });

describe('the month grid of one member', () => {
  it('lists the chosen member’s first bookings of a day and counts only theirs', async () => {
    renderMonth(2);
    expect(await screen.findByRole('button', { name: /01:00 PM Bodil/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /02:00 PM Brit/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Anna|Alma|Aase/ })).not.toBeInTheDocument();
    expect(more().map((chip) => chip.textContent)).toEqual(['+ 1 more']);
    expect(asked).toEqual(['2']);
  });

  it('asks again for the member chosen in the toolbar, and for everyone again', async () => {
    const user = renderMonth();
    expect(await screen.findByRole('button', { name: /09:00 AM Anna/ })).toBeInTheDocument();
    expect(more().map((chip) => chip.textContent)).toEqual(['+ 4 more']);
    await user.click(screen.getByLabelText('Team member', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Ben', hidden: true }));
    expect(await screen.findByRole('button', { name: /01:00 PM Bodil/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /09:00 AM Anna/ })).not.toBeInTheDocument();
    expect(more().map((chip) => chip.textContent)).toEqual(['+ 1 more']);
    await user.click(screen.getByLabelText('Team member', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Everyone', hidden: true }));
    expect(await screen.findByRole('button', { name: /09:00 AM Anna/ })).toBeInTheDocument();
    expect(asked).toEqual(['everyone', '2', 'everyone']);
  });
});
