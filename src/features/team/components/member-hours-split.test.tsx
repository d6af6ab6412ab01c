// A member's split day in the working hours editor (docs/decisions.md, Team; Split days): "Add a
// second range" under a working day, both ranges saved in the one hours change, a saved split day
// shown again with its second range, removing it, and a second range that overlaps the first
// refused on its field before any call.
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemberHoursDay, TeamMember } from '@contract/team';
import { expectTime, typeTime } from '@tests/setup/date-time-fields';
import { setupMswServer } from '@tests/setup/msw-server';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { renderApp } from '@tests/setup/render-app';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { setToken } from '@/lib/session/token-store';
import { MemberScreen } from './member-screen';

const server = setupMswServer();
afterEach(() => notifications.clean());
beforeEach(() => setToken('token-1'));

const ONE_RANGE = { secondStartTime: null, secondEndTime: null };
const workday = (dayOfWeek: number): MemberHoursDay => ({
  dayOfWeek,
  open: true,
  startTime: '09:00',
  endTime: '17:00',
  ...ONE_RANGE,
});
const dayOff = (dayOfWeek: number): MemberHoursDay => ({
  dayOfWeek,
  open: false,
  startTime: null,
  endTime: null,
  ...ONE_RANGE,
});
const WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => (day <= 5 ? workday(day) : dayOff(day)));
const SPLIT_TUESDAY: MemberHoursDay = {
  dayOfWeek: 2,
  open: true,
  startTime: '10:00',
  endTime: '12:00',
  secondStartTime: '14:00',
  secondEndTime: '18:00',
};

function serveMember(member: TeamMember) {
  const calls: unknown[] = [];
  server.use(
    http.get('/api/auth', () => HttpResponse.json(ownerFixture({ clock: '24h' }))),
    http.get('/api/team', () => HttpResponse.json([member])),
    http.get('/api/cat_wise_services/', () => HttpResponse.json([])),
    http.put('/api/team/2/hours', async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json({ msg: 'Working hours saved', member });
    }),
  );
  return calls;
}

async function hoursCard() {
  renderApp(<MemberScreen id={2} />, { path: '/business-settings/team/2' });
  return screen.findByRole('region', { name: 'Working hours' });
}

describe('a member’s split day', () => {
  it('adds a second range to Tuesday and saves both ranges in the hours change', async () => {
    const calls = serveMember(memberFixture({ id: 2, name: 'Ben', hours: WEEK }));
    const user = userEvent.setup();
    const hours = await hoursCard();
    await user.click(within(hours).getByRole('button', { name: 'Add a second range on Tuesday' }));
    await typeTime(user, 'Tuesday starts', '10:00');
    await typeTime(user, 'Tuesday ends', '12:00');
    await typeTime(user, 'Tuesday starts again', '14:00');
    await typeTime(user, 'Tuesday ends again', '18:00');
    await user.click(within(hours).getByRole('button', { name: 'Save working hours' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      hours: [workday(1), SPLIT_TUESDAY, workday(3), workday(4), workday(5), dayOff(6), dayOff(7)],
      breaks: [],
    });
  });

  it('shows a saved split day with its second range, and removing it sends one range', async () => {
    const saved = [workday(1), SPLIT_TUESDAY, ...WEEK.slice(2)];
    const calls = serveMember(memberFixture({ id: 2, name: 'Ben', hours: saved }));
    const user = userEvent.setup();
    const hours = await hoursCard();
    await waitFor(() => expectTime('Tuesday starts again', '14:00'));
    expectTime('Tuesday ends again', '18:00');
    expect(
      within(hours).queryByRole('button', { name: 'Add a second range on Tuesday' }),
    ).not.toBeInTheDocument();

    await user.click(
      within(hours).getByRole('button', { name: 'Remove the second range on Tuesday' }),
    );
    expect(
      within(hours).queryByRole('spinbutton', { name: 'Tuesday starts again' }),
    ).not.toBeInTheDocument();
    await user.click(within(hours).getByRole('button', { name: 'Save working hours' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      hours: expect.arrayContaining([{ ...SPLIT_TUESDAY, ...ONE_RANGE }]),
    });
  });

  it('labels every time field in words, as a phone shows them one under another', async () => {
    const saved = [workday(1), SPLIT_TUESDAY, ...WEEK.slice(2)];
    serveMember(memberFixture({ id: 2, name: 'Ben', hours: saved }));
    const hours = await hoursCard();
    await waitFor(() => expectTime('Tuesday starts again', '14:00'));
    // Five working days, Tuesday's second range once.
    expect(within(hours).getAllByText('Starts', { selector: 'label' })).toHaveLength(5);
    expect(within(hours).getAllByText('Ends', { selector: 'label' })).toHaveLength(5);
    expect(within(hours).getAllByText('Starts again', { selector: 'label' })).toHaveLength(1);
    expect(within(hours).getAllByText('Ends again', { selector: 'label' })).toHaveLength(1);
  });

  it('refuses a second range that starts before the first ends, with no call', async () => {
    const calls = serveMember(memberFixture({ id: 2, name: 'Ben', hours: WEEK }));
    const user = userEvent.setup();
    const hours = await hoursCard();
    await user.click(within(hours).getByRole('button', { name: 'Add a second range on Monday' }));
    await typeTime(user, 'Monday starts again', '16:00');
    await typeTime(user, 'Monday ends again', '19:00');
    await user.click(within(hours).getByRole('button', { name: 'Save working hours' }));

    expect(
      await within(hours).findByText('Must be after the first range ends'),
    ).toBeInTheDocument();
    expect(within(hours).getByText('Monday: Check the second range')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
