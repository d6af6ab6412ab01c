import { DatesProvider } from '@mantine/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { openedGrid, pickDate } from '@tests/setup/date-time-fields';
import { renderApp } from '@tests/setup/render-app';
import { CalendarDateInput } from './calendar-date-input';

function Harness({ firstDayOfWeek }: { firstDayOfWeek: 0 | 1 }) {
  const [value, setValue] = useState('2026-11-24');
  return (
    <DatesProvider settings={{ firstDayOfWeek }}>
      <CalendarDateInput label="Date" value={value} onChange={setValue} />
      <output aria-label="Form value">{value}</output>
    </DatesProvider>
  );
}

describe('CalendarDateInput', () => {
  it('shows the day before the month in words and gives the form "YYYY-MM-DD"', async () => {
    renderApp(<Harness firstDayOfWeek={1} />);
    const field = await screen.findByRole('button', { name: 'Date' });
    expect(field).toHaveTextContent('Tue 24 Nov 2026');
    const user = userEvent.setup();
    await pickDate(user, 'Date', '2027-01-05');
    expect(screen.getByRole('status', { name: 'Form value' })).toHaveTextContent('2027-01-05');
    expect(field).toHaveTextContent('Tue 5 Jan 2027');
  });

  it.each([
    [1, 'Mo'],
    [0, 'Su'],
  ] as const)('starts the month grid on the business’s first weekday (%i)', async (day, first) => {
    renderApp(<Harness firstDayOfWeek={day} />);
    const field = await screen.findByRole('button', { name: 'Date' });
    await userEvent.setup().click(field);
    const dialog = await openedGrid(field);
    // The grid is a dialog named after the field (axe's aria-dialog-name).
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByText('Date').id);
    const weekdays = within(dialog).getAllByRole('columnheader', { hidden: true });
    expect(weekdays[0]).toHaveTextContent(first);
  });
});
