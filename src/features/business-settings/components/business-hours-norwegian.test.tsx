// Working hours in Norwegian (docs/decisions.md, Languages; docs/glossary.md: åpningstider,
// stengt): the heading, the weekday names from the language rather than the server's English
// weekName, and a refused save said per day in Norwegian.
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WeekDay } from '../../../../contract/business-settings';
import { setupMswServer } from '../../../../tests/setup/msw-server';
import { renderApp } from '../../../../tests/setup/render-app';
import { resetLanguageForTests } from '../../../lib/i18n/language-store';
import { setToken } from '../../../lib/session/token-store';
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

describe('BusinessHoursScreen in Norwegian', () => {
  it('names the days in Norwegian and refuses a closing before the opening in Norwegian', async () => {
    const calls: string[] = [];
    server.use(
      http.get('/api/day_weeks/', () => HttpResponse.json(week())),
      http.put('/api/*', ({ request }) => {
        calls.push(request.url);
        return HttpResponse.json({ msg: 'Updated' });
      }),
    );
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
    expect(calls).toEqual([]);
  });
});
