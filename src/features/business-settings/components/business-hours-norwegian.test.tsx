// Working hours in Norwegian (docs/decisions.md, Languages; docs/glossary.md: åpningstider,
// stengt): the heading, the weekday names from the language rather than the server's English
// weekName, and refused saves (a closing before the opening, a second range before the first
// closes) said per day in Norwegian, on the field they are about.
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WeekDay } from '@contract/business-settings';
import { timeFieldHint, typeTime } from '@tests/setup/date-time-fields';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { setToken } from '@/lib/session/token-store';
import { BusinessHoursScreen } from './business-hours-screen';

const server = setupMswServer();
beforeEach(() => {
  setToken('token-1');
  resetLanguageForTests('nb');
});
afterEach(() => {
  notifications.clean();
  resetLanguageForTests('en');
});

const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const week = (): WeekDay[] =>
  NAMES.map((weekName, index) => ({
    id: index + 1,
    dayOfWeek: index + 1,
    weekName,
    open: index < 5,
    openingTime: index < 5 ? '10:00' : null,
    closingTime: index < 5 ? '19:00' : null,
    secondOpeningTime: null,
    secondClosingTime: null,
  }));

/** Serves the week; the calls made are kept, and there should be none. */
function serveWeek(): string[] {
  const calls: string[] = [];
  server.use(
    http.get('/api/day_weeks/', () => HttpResponse.json(week())),
    http.put('/api/*', ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json({ msg: 'Updated' });
    }),
  );
  return calls;
}

describe('BusinessHoursScreen in Norwegian', () => {
  it('names the days in Norwegian and refuses a closing before the opening in Norwegian', async () => {
    const calls = serveWeek();
    const user = userEvent.setup();
    renderApp(<BusinessHoursScreen />, { path: '/business-settings/business-hours' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Åpningstider' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Mandag åpen' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Lørdag åpen' })).not.toBeChecked();
    expect(screen.getAllByText('Stengt hele dagen')).toHaveLength(2);
    expect(screen.queryByText('Monday')).not.toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'Mandag stenger' }), '9');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Mandag stenger, / }), 'AM');
    await user.click(screen.getByRole('button', { name: 'Lagre alle endringer' }));
    expect(
      await screen.findByText('Mandag: Stengetiden må være etter åpningstiden'),
    ).toBeInTheDocument();
    expect(screen.getByText('Må være etter åpningstiden')).toBeInTheDocument();
    expect(timeFieldHint('Mandag stenger')).toHaveTextContent('Må være etter åpningstiden');
    expect(calls).toEqual([]);
  });

  it('refuses a second range that starts before the first closes in Norwegian', async () => {
    const calls = serveWeek();
    const user = userEvent.setup();
    renderApp(<BusinessHoursScreen />, { path: '/business-settings/business-hours' });

    await user.click(
      await screen.findByRole('button', { name: 'Legg til ny åpningsperiode for Mandag' }),
    );
    await typeTime(user, 'Mandag stenger', '13:00');
    await typeTime(user, 'Mandag åpner igjen', '12:00');
    await typeTime(user, 'Mandag stenger igjen', '19:00');
    await user.click(screen.getByRole('button', { name: 'Lagre alle endringer' }));

    expect(
      await screen.findByText(
        'Mandag: Den andre åpningsperioden må starte etter at den første stenger',
      ),
    ).toBeInTheDocument();
    expect(timeFieldHint('Mandag åpner igjen')).toHaveTextContent('Må være etter første stengetid');
    expect(calls).toEqual([]);
  });
});
