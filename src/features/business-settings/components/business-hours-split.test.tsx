// A split day on Working hours (docs/decisions.md, Split days): "Add a second range", its checks
// before any call, one ranges call per split day on "Save All Changes", removing it, and "Copy
// to…" carrying both ranges.
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WeekDay } from '@contract/business-settings';
import { expectTime, timeFieldHint, typeTime } from '@tests/setup/date-time-fields';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { setToken } from '@/lib/session/token-store';
import { BusinessHoursScreen } from './business-hours-screen';

const server = setupMswServer();
afterEach(() => notifications.clean());
beforeEach(() => setToken('token-1'));

const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ONE_RANGE = { secondOpeningTime: null, secondClosingTime: null };

function week(saturday: Partial<WeekDay> = {}): WeekDay[] {
  return NAMES.map((weekName, index) => {
    const open = index < 5;
    const day: WeekDay = {
      id: index + 1,
      dayOfWeek: index + 1,
      weekName,
      open,
      openingTime: open ? '10:00' : null,
      closingTime: open ? '19:00' : null,
      ...ONE_RANGE,
    };
    return index === 5 ? { ...day, ...saturday } : day;
  });
}

const SPLIT_SATURDAY = {
  open: true,
  openingTime: '09:00',
  closingTime: '13:00',
  secondOpeningTime: '15:00',
  secondClosingTime: '19:00',
};

/** Answers like the server: the list, and the opening and ranges calls applied to it. */
function serveWeek(days: WeekDay[]) {
  const calls: { path: string; body: unknown }[] = [];
  const answer = (id: number) =>
    HttpResponse.json({ msg: 'Updated', day: days.find((day) => day.id === id) });
  server.use(
    http.get('/api/day_weeks/', () => HttpResponse.json(days)),
    http.put('/api/businessDays/update', async ({ request }) => {
      const body = (await request.json()) as { id: number; open: number };
      calls.push({ path: 'businessDays/update', body });
      const day = days.find((candidate) => candidate.id === body.id)!;
      Object.assign(day, { open: true, openingTime: '10:00', closingTime: '19:00' });
      return answer(body.id);
    }),
    http.put('/api/businessHours/ranges', async ({ request }) => {
      const body = (await request.json()) as WeekDay;
      calls.push({ path: 'businessHours/ranges', body });
      const { id, ...hours } = body;
      Object.assign(
        days.find((day) => day.id === id)!,
        hours,
      );
      return answer(id);
    }),
  );
  return calls;
}

const renderScreen = () =>
  renderApp(<BusinessHoursScreen />, { path: '/business-settings/business-hours' });

describe('a split day on Working hours', () => {
  it('adds a second range to Saturday and saves both in one call', async () => {
    const calls = serveWeek(week());
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('switch', { name: 'Saturday open' }));
    await user.click(screen.getByRole('button', { name: 'Add a second range to Saturday' }));
    await typeTime(user, 'Saturday opens at', '09:00');
    await typeTime(user, 'Saturday closes at', '13:00');
    await typeTime(user, 'Saturday opens again at', '15:00');
    await typeTime(user, 'Saturday closes again at', '19:00');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));

    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: 'businessDays/update', body: { id: 6, open: 1 } },
      { path: 'businessHours/ranges', body: { id: 6, ...SPLIT_SATURDAY, open: undefined } },
    ]);
    // The reloaded row keeps both ranges, and no longer offers to add one.
    await waitFor(() => expectTime('Saturday opens again at', '15:00'));
    expectTime('Saturday closes again at', '19:00');
    expect(
      screen.queryByRole('button', { name: 'Add a second range to Saturday' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a second range that starts before the first closes, with no call', async () => {
    const calls = serveWeek(week());
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add a second range to Monday' }));
    await typeTime(user, 'Monday closes at', '13:00');
    await typeTime(user, 'Monday opens again at', '12:00');
    await typeTime(user, 'Monday closes again at', '19:00');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));

    expect(
      await screen.findByText('Monday: The second range must start after the first closes'),
    ).toBeInTheDocument();
    expect(screen.getByText('Must be after the first closing time')).toBeInTheDocument();
    expect(timeFieldHint('Monday opens again at')).toHaveTextContent(
      'Must be after the first closing time',
    );
    expect(calls).toEqual([]);
  });

  it.each([
    {
      refused: 'without its closing time',
      times: [['Monday opens again at', '15:00']],
      alert: 'Monday: A second range needs both its opening and its closing time',
      hint: 'Choose a time',
    },
    {
      refused: 'that closes before it opens',
      times: [
        ['Monday closes at', '13:00'],
        ['Monday opens again at', '18:00'],
        ['Monday closes again at', '15:00'],
      ],
      alert: 'Monday: The second range must close after it opens',
      hint: 'Must be after the second opening time',
    },
  ])('refuses a second range $refused, on its closing field, with no call', async (refusal) => {
    const calls = serveWeek(week());
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add a second range to Monday' }));
    for (const [field, time] of refusal.times) await typeTime(user, field!, time!);
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));

    expect(await screen.findByText(refusal.alert)).toBeInTheDocument();
    expect(timeFieldHint('Monday closes again at')).toHaveTextContent(refusal.hint);
    expect(timeFieldHint('Monday opens again at')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('copies both ranges to another day, and removing the second sends one range', async () => {
    const calls = serveWeek(week(SPLIT_SATURDAY));
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expectTime('Saturday opens again at', '15:00'));

    await user.click(screen.getByRole('button', { name: "Copy Saturday's hours to other days" }));
    // jsdom has no layout: Mantine hides the dropdown, so its roles are queried hidden.
    const hidden = { hidden: true };
    const dialog = await screen.findByRole('dialog', hidden);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sunday', ...hidden }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy to 1 day', ...hidden }));
    expectTime('Sunday opens again at', '15:00');
    expectTime('Sunday closes again at', '19:00');

    await user.click(screen.getByRole('button', { name: 'Remove the second range of Saturday' }));
    expect(
      screen.queryByRole('spinbutton', { name: 'Saturday opens again at' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));

    expect(await screen.findByText('Updated')).toBeInTheDocument();
    const { open: _, ...sundayHours } = SPLIT_SATURDAY;
    expect(calls).toEqual([
      {
        path: 'businessHours/ranges',
        body: { id: 6, openingTime: '09:00', closingTime: '13:00', ...ONE_RANGE },
      },
      { path: 'businessDays/update', body: { id: 7, open: 1 } },
      { path: 'businessHours/ranges', body: { id: 7, ...sundayHours } },
    ]);
  });
});
