import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectTime, typeTime } from '@tests/setup/date-time-fields';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { createTestQueryClient, renderApp } from '@tests/setup/render-app';
import { resetLanguageForTests } from '../../lib/i18n/language-store';
import { currentUserQueryOptions } from '../../lib/session/current-user';
import { TimeOfDayInput } from './time-of-day-input';

/** The field as a form holds it, with a button standing in for a free-time chip. */
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeOfDayInput name="Start time" label="Start time" value={value} onChange={setValue} />
      <output aria-label="Form value">{value}</output>
      <button type="button" onClick={() => setValue('16:45')}>
        4:45 chip
      </button>
    </>
  );
}

async function renderField(clock: '12h' | '24h', initial = '09:30') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, ownerFixture({ clock }));
  renderApp(<Harness initial={initial} />, { queryClient });
  await screen.findByRole('spinbutton', { name: 'Start time' });
  return userEvent.setup();
}

const formValue = () => screen.getByRole('status', { name: 'Form value' });

describe('TimeOfDayInput', () => {
  it('on a 24-hour clock shows hours and minutes and no AM/PM, whatever the browser', async () => {
    const user = await renderField('24h');
    expectTime('Start time', '09:30');
    expect(screen.queryByRole('combobox', { name: 'Start time, AM or PM' })).toBeNull();
    await typeTime(user, 'Start time', '14:05');
    expect(formValue()).toHaveTextContent('14:05');
  });

  it('on a 12-hour clock shows AM/PM and gives the form "HH:mm"', async () => {
    const user = await renderField('12h');
    expect(screen.getByRole('spinbutton', { name: 'Start time' })).toHaveValue('09');
    expect(screen.getByRole('combobox', { name: 'Start time, AM or PM' })).toHaveValue('AM');
    await typeTime(user, 'Start time', '14:05');
    expect(screen.getByRole('spinbutton', { name: 'Start time' })).toHaveValue('02');
    expect(formValue()).toHaveTextContent('14:05');
  });

  it('takes a value set from outside, and keeps the hours while the minutes are retyped', async () => {
    const user = await renderField('24h');
    await user.click(screen.getByRole('button', { name: '4:45 chip' }));
    expectTime('Start time', '16:45');
    // Clearing the minutes leaves the form without a time but the hours where they were.
    await user.type(screen.getByRole('spinbutton', { name: 'Start time, minutes' }), '{Backspace}');
    expect(formValue().textContent).toBe('');
    expect(screen.getByRole('spinbutton', { name: 'Start time' })).toHaveValue('16');
    await user.type(screen.getByRole('spinbutton', { name: 'Start time, minutes' }), '15');
    expect(formValue()).toHaveTextContent('16:15');
  });

  describe('in Norwegian (docs/decisions.md, Languages)', () => {
    afterEach(() => resetLanguageForTests('en'));

    it('names its minutes, AM/PM and clear button in Norwegian', async () => {
      resetLanguageForTests('nb');
      await renderField('12h');
      expect(screen.getByRole('spinbutton', { name: 'Start time, minutter' })).toHaveValue('30');
      expect(screen.getByRole('combobox', { name: 'Start time, AM eller PM' })).toHaveValue('AM');
      expect(screen.getByRole('button', { name: 'Tøm Start time' })).toBeInTheDocument();
    });
  });
});
