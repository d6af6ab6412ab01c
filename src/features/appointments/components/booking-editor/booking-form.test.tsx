import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryWithServices } from '@contract/catalogue';
import type { OwnerFreeTimes } from '@contract/owner-free-times';
import { expectTime, pickDate, typeTime } from '@tests/setup/date-time-fields';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { BookingForm, type BookingFormValues } from './booking-form';

const CATEGORIES: CategoryWithServices[] = [
  {
    id: 1,
    categoryName: 'Hair',
    description: 'Hair',
    services: [
      {
        sid: 12,
        serviceName: 'Colour',
        categoryTypeID: 1,
        hrs: 1,
        min: 0,
        price: 80,
        priceTypeName: 'Fixed',
      },
      {
        sid: 11,
        serviceName: 'Cut',
        categoryTypeID: 1,
        hrs: 0,
        min: 30,
        price: 45,
        priceTypeName: 'Fixed',
      },
    ],
  },
];

/** The free times asked for, "date services". */
const asked: string[] = [];

/** Two free times on each date, the second one on the 25th later than on the 24th. */
function freeTimesOf(date: string, durationMinutes: number): OwnerFreeTimes {
  const times = date === '2026-11-24' ? ['10:00', '11:30'] : ['09:15', '15:45'];
  return {
    date,
    timeZone: 'Europe/Oslo',
    durationMinutes,
    slots: times.map((time) => ({
      time,
      start: `${date}T${time}:00.000Z`,
      end: `${date}T${time}:00.000Z`,
    })),
  };
}

const TEAM = [
  memberFixture({ id: 1, name: 'Ada', position: 0, serviceIds: [11, 12] }),
  memberFixture({ id: 2, name: 'Ben', position: 1, serviceIds: [11] }),
  memberFixture({ id: 3, name: 'Cleo', position: 2, serviceIds: [11, 12], active: false }),
];

const server = setupMswServer(
  http.get('/api/cat_wise_services/', () => HttpResponse.json(CATEGORIES)),
  http.get('/api/team', () => HttpResponse.json(TEAM)),
  http.get('/api/appointments/free-times', ({ request }) => {
    const url = new URL(request.url);
    const date = url.searchParams.get('date') ?? '';
    const member = url.searchParams.get('memberId');
    asked.push(`${date} ${url.searchParams.get('services')}${member ? ` member ${member}` : ''}`);
    return HttpResponse.json(freeTimesOf(date, 90));
  }),
);

const VALUES: BookingFormValues = {
  clientMode: 'new',
  client: null,
  firstName: 'Walk',
  lastName: 'Inn',
  phone: '',
  email: '',
  serviceIds: ['12', '11'],
  memberId: 'anyone',
  date: '2026-11-24',
  time: '',
  notes: '',
  force: false,
  notifyClient: true,
};

function renderForm(values: Partial<BookingFormValues> = {}, fixedClient?: string) {
  const onSubmit = vi.fn();
  renderApp(
    <BookingForm
      initialValues={{ ...VALUES, ...values }}
      fixedClient={fixedClient}
      timeZone="Europe/Oslo"
      submitLabel="Save booking"
      pending={false}
      onCancel={() => {}}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('BookingForm free times', () => {
  it('shows the chosen date’s free times as chips, and a click fills the time', async () => {
    asked.length = 0;
    const onSubmit = renderForm();
    const times = await screen.findByRole('group', { name: 'Free times' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((chip) => chip.getAttribute('value')),
    ).toEqual(['10:00', '11:30']);
    // Labelled in the form's 12-hour text.
    expect(within(times).getByRole('radio', { name: '10:00 AM' })).not.toBeChecked();
    // Services in any order ask the same question.
    expect(asked).toEqual(['2026-11-24 11,12']);

    const user = userEvent.setup();
    await user.click(within(times).getByRole('radio', { name: '11:30 AM' }));
    expectTime('Start time', '11:30');
    expect(within(times).getByRole('radio', { name: '11:30 AM' })).toBeChecked();
    expect(screen.getByTestId('booking-summary')).toHaveTextContent(/^Ends at 01:00 PM/);

    // Another date: its own free times.
    await pickDate(user, /^Date/, '2026-11-25');
    expect(await screen.findByRole('radio', { name: '03:45 PM' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '11:30 AM' })).not.toBeInTheDocument();
    expect(asked).toEqual(['2026-11-24 11,12', '2026-11-25 11,12']);

    await user.click(screen.getByRole('radio', { name: '09:15 AM' }));
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ date: '2026-11-25', time: '09:15' }),
      expect.anything(),
    );
  });

  it('says so when the day has no free time left', async () => {
    server.use(
      http.get('/api/appointments/free-times', () =>
        HttpResponse.json({ ...freeTimesOf('2026-11-24', 90), slots: [] }),
      ),
    );
    renderForm();
    expect(
      await screen.findByText('No free time left on this day for these services'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Free times' })).not.toBeInTheDocument();
  });

  it('asks nothing until services are chosen', async () => {
    asked.length = 0;
    renderForm({ serviceIds: [] });
    // The services are loaded: the field asks to choose them.
    expect(await screen.findByPlaceholderText('Choose services')).toBeInTheDocument();
    expect(screen.queryByText('Free times')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('offers none for an edited booking, whose own time would not show free', async () => {
    asked.length = 0;
    renderForm({ clientMode: 'fixed', time: '10:00' }, 'Walk Inn');
    // The services are loaded: the end time shows.
    expect(await screen.findByText(/^Ends at 11:30 AM/)).toBeInTheDocument();
    expect(screen.queryByText('Free times')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('offline with nothing kept, says free times need a connection and still saves', async () => {
    server.use(http.get('/api/appointments/free-times', () => HttpResponse.error()));
    const onSubmit = renderForm();
    expect(await screen.findByText('Free times need a connection')).toBeInTheDocument();
    const user = userEvent.setup();
    await typeTime(user, 'Start time', '14:00');
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ time: '14:00' }),
      expect.anything(),
    );
  });
});

describe('BookingForm member picker', () => {
  it('offers Anyone available first, then the active members, and asks the chosen one’s free times', async () => {
    asked.length = 0;
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Free times' });
    expect(asked).toEqual(['2026-11-24 11,12']);

    const picker = screen.getByRole('combobox', { name: 'With' });
    expect(picker).toHaveValue('Anyone available');
    await user.click(picker);
    const listbox = (await screen.findByRole('option', { name: 'Ada', hidden: true })).closest(
      '[role="listbox"]',
    );
    const options = within(listbox as HTMLElement).getAllByRole('option', { hidden: true });
    // Cleo is inactive; Ben does not colour, and the server would refuse him (with Book anyway).
    expect(options.map((option) => option.textContent)).toEqual([
      'Anyone available',
      'Ada',
      'Ben (does not perform every chosen service)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Ada', hidden: true }));

    await expect.poll(() => asked).toEqual(['2026-11-24 11,12', '2026-11-24 11,12 member 1']);
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ memberId: '1', time: '10:00' }),
      expect.anything(),
    );
  });
});

describe('BookingForm walk-in', () => {
  it('books a new client with a first name only, the last name not required', async () => {
    const onSubmit = renderForm({ firstName: 'Ola', lastName: '' });
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /^Last name/ })).not.toBeRequired();
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ola', lastName: '' }),
      expect.anything(),
    );
  });

  it('still asks for a first name', async () => {
    const onSubmit = renderForm({ firstName: ' ', lastName: 'Berg' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
