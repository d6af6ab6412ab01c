import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WeekDay } from '@contract/business-settings';
import { timeFieldHint } from '@tests/setup/date-time-fields';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { setToken } from '@/lib/session/token-store';
import { BusinessHoursScreen } from './business-hours-screen';

const server = setupMswServer();
afterEach(() => {
  // The notifications store outlives a test's render.
  notifications.clean();
});
// Changes go through the outbox, which sends only with a session token.
beforeEach(() => setToken('token-1'));

const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function week(): WeekDay[] {
  return NAMES.map((weekName, index) => {
    const open = index < 5;
    return {
      id: index + 1,
      dayOfWeek: index + 1,
      weekName,
      open,
      openingTime: open ? '10:00' : null,
      closingTime: open ? '19:00' : null,
      secondOpeningTime: null,
      secondClosingTime: null,
    };
  });
}

interface Call {
  path: string;
  body: unknown;
}

/** Answers like the server: the list, and every update applied to it. */
function serveWeek(days = week(), refuse?: string) {
  const calls: Call[] = [];
  let listLoads = 0;
  const answer = (id: number) =>
    HttpResponse.json({ msg: 'Updated', day: days.find((day) => day.id === id) });
  server.use(
    http.get('/api/day_weeks/', () => {
      listLoads += 1;
      return HttpResponse.json(days);
    }),
    http.put('/api/businessDays/update', async ({ request }) => {
      const body = (await request.json()) as { id: number; open: number };
      calls.push({ path: 'businessDays/update', body });
      const day = days.find((candidate) => candidate.id === body.id)!;
      Object.assign(
        day,
        body.open ? { open: true } : { open: false, openingTime: null, closingTime: null },
      );
      return answer(body.id);
    }),
    http.put('/api/businessHours/update1', async ({ request }) => {
      const body = (await request.json()) as { tid: number; openingTime: string };
      calls.push({ path: 'businessHours/update1', body });
      if (refuse) return HttpResponse.json({ errors: [{ msg: refuse }] }, { status: 400 });
      days.find((day) => day.id === body.tid)!.openingTime = body.openingTime || '10:00';
      return answer(body.tid);
    }),
    http.put('/api/businessHours/update2', async ({ request }) => {
      const body = (await request.json()) as { ctid: number; closingTime: string };
      calls.push({ path: 'businessHours/update2', body });
      days.find((day) => day.id === body.ctid)!.closingTime = body.closingTime || '19:00';
      return answer(body.ctid);
    }),
  );
  return { calls, listLoads: () => listLoads };
}

const pickerFields = (name: string) => ({
  hours: screen.getByRole('spinbutton', { name }),
  minutes: screen.getByRole('spinbutton', { name: `${name}, minutes` }),
  amPm: screen.getByRole('combobox', { name: `${name}, AM or PM` }),
});

function expectTime(name: string, hours: string, minutes: string, amPm: 'AM' | 'PM') {
  const fields = pickerFields(name);
  expect(fields.hours).toHaveValue(hours);
  expect(fields.minutes).toHaveValue(minutes);
  expect(fields.amPm).toHaveDisplayValue(amPm);
}

const renderScreen = () =>
  renderApp(<BusinessHoursScreen />, { path: '/business-settings/business-hours' });

describe('BusinessHoursScreen', () => {
  it('shows a row per weekday with 12-hour times and no pickers on closed days', async () => {
    serveWeek();
    renderScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business working hours' }),
    ).toBeInTheDocument();
    for (const name of NAMES)
      expect(await screen.findByRole('switch', { name: `${name} open` })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Monday open' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Saturday open' })).not.toBeChecked();
    expectTime('Monday opens at', '10', '00', 'AM');
    expectTime('Monday closes at', '07', '00', 'PM');
    expect(screen.queryByRole('spinbutton', { name: 'Saturday opens at' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /seconds/i })).not.toBeInTheDocument();
  });

  it('leaves at once when nothing was changed', async () => {
    serveWeek();
    const user = userEvent.setup();
    renderScreen();
    const back = async () =>
      user.click(await screen.findByRole('link', { name: 'Business settings' }));
    // Nothing changed: leaving just leaves.
    await screen.findByRole('switch', { name: 'Monday open' });
    await back();
    expect(await screen.findByText('navigated to /business-settings')).toBeInTheDocument();
  });

  it('with a day switched off, leaving asks first', async () => {
    serveWeek();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('switch', { name: 'Monday open' }));
    await user.click(screen.getByRole('link', { name: 'Business settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Monday open' })).not.toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Business settings' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave without saving' },
      ),
    );
    expect(await screen.findByText('navigated to /business-settings')).toBeInTheDocument();
  });

  it('hides the pickers of a day switched off and shows the defaults on a day switched on', async () => {
    serveWeek();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('switch', { name: 'Monday open' }));
    expect(screen.queryByRole('spinbutton', { name: 'Monday opens at' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Saturday open' }));
    expectTime('Saturday opens at', '10', '00', 'AM');
    expectTime('Saturday closes at', '07', '00', 'PM');
  });

  it('saves every changed row on Save All Changes, shows "Updated" once and reloads', async () => {
    const server = serveWeek();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('switch', { name: 'Monday open' }));
    const tuesday = pickerFields('Tuesday opens at');
    await user.type(tuesday.hours, '9');
    await user.type(tuesday.minutes, '30');
    const wednesdayClose = pickerFields('Wednesday closes at');
    await user.type(wednesdayClose.hours, '8');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));

    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(server.calls).toEqual([
      { path: 'businessDays/update', body: { id: 1, open: 0 } },
      { path: 'businessHours/update1', body: { tid: 2, openingTime: '09:30' } },
      { path: 'businessHours/update2', body: { ctid: 3, closingTime: '20:00' } },
    ]);
    expect(screen.getAllByText('Updated')).toHaveLength(1);
    await waitFor(() => expect(server.listLoads()).toBe(2));
    expectTime('Tuesday opens at', '09', '30', 'AM');
    expectTime('Wednesday closes at', '08', '00', 'PM');
  });

  it('refuses closing at or before opening with a danger alert and no call', async () => {
    const server = serveWeek();
    const user = userEvent.setup();
    renderScreen();
    await user.type(await screen.findByRole('spinbutton', { name: 'Monday closes at' }), '9');
    const monday = pickerFields('Monday closes at');
    await user.selectOptions(monday.amPm, 'AM');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(
      await screen.findByText('Monday: Closing time must be after opening time'),
    ).toBeInTheDocument();
    expect(screen.getByText('Must be after the opening time')).toBeInTheDocument();
    expect(timeFieldHint('Monday closes at')).toHaveTextContent('Must be after the opening time');
    expect(server.calls).toEqual([]);
  });

  it('shows each server refusal as a danger alert', async () => {
    serveWeek(week(), 'This day is closed: open it before setting its hours');
    const user = userEvent.setup();
    renderScreen();
    await user.type(await screen.findByRole('spinbutton', { name: 'Friday opens at' }), '9');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(
      await screen.findByText('This day is closed: open it before setting its hours'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  });

  it("copies a day's hours to the days ticked, and saves them with Save All Changes", async () => {
    const server = serveWeek();
    const user = userEvent.setup();
    renderScreen();
    await user.type(await screen.findByRole('spinbutton', { name: 'Monday opens at' }), '9');
    await user.type(pickerFields('Monday closes at').hours, '5');

    await user.click(screen.getByRole('button', { name: "Copy Monday's hours to other days" }));
    // jsdom has no layout: floating-ui finds the button "detached" and Mantine hides the
    // dropdown with display: none, so its roles are queried with hidden: true.
    const hidden = { hidden: true };
    const dialog = await screen.findByRole('dialog', hidden);
    // Monday is the source, so not offered; "Weekdays" ticks Tuesday to Friday, then Saturday.
    expect(within(dialog).queryByRole('checkbox', { name: 'Monday', ...hidden })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Weekdays', ...hidden }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday', ...hidden }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy to 5 days', ...hidden }));

    expect(
      await screen.findByText('Hours copied to 5 days: save to keep them'),
    ).toBeInTheDocument();
    expect(server.calls).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Saturday open' })).toBeChecked();
    expectTime('Saturday opens at', '09', '00', 'AM');
    expectTime('Friday closes at', '05', '00', 'PM');
    expect(screen.getByRole('switch', { name: 'Sunday open' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    // The spec's calls, one per changed field: Saturday opened first, then its hours.
    expect(server.calls.filter((call) => call.path === 'businessDays/update')).toEqual([
      { path: 'businessDays/update', body: { id: 6, open: 1 } },
    ]);
    expect(server.calls.filter((call) => call.path === 'businessHours/update1')).toEqual(
      [1, 2, 3, 4, 5, 6].map((tid) => ({
        path: 'businessHours/update1',
        body: { tid, openingTime: '09:00' },
      })),
    );
    expect(server.calls.filter((call) => call.path === 'businessHours/update2')).toEqual(
      [1, 2, 3, 4, 5, 6].map((ctid) => ({
        path: 'businessHours/update2',
        body: { ctid, closingTime: '17:00' },
      })),
    );
  });
});
