// The diary's parts of a client's page (the route hands them to the clients feature): each
// visit's line, and New booking with the member of the client's last visit chosen.
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { makeClientDetail, makeVisit } from '@/entities/clients/testing/client-fixtures';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { NewBookingButton } from './new-booking-button';
import { VisitLine } from './visit-line';

setupMswServer(
  http.get('/api/team', () =>
    HttpResponse.json([
      memberFixture({ id: 1, name: 'Ada' }),
      memberFixture({ id: 2, name: 'Ben' }),
    ]),
  ),
);

describe('a visit on the client page', () => {
  it('says when, which services, who, what it cost and whether it was paid', async () => {
    const visit = makeVisit({
      id: 301,
      book_date: '2026-11-30',
      book_time: '02:30 PM',
      payment_status: 'unpaid',
      amount: 170,
      memberId: 2,
      book_items: [
        { id: 4, name: 'Colour and cut', price: 145, duration: 150 },
        { id: 5, name: 'Eyebrow shaping', price: 25, duration: 15 },
      ],
    });
    const { container } = renderApp(<VisitLine visit={visit} />);
    expect(await screen.findByText('With Ben')).toBeInTheDocument();
    expect(container).toHaveTextContent('Mon, 30 Nov 2026 02:30 PM');
    expect(container).toHaveTextContent('Colour and cut, Eyebrow shaping');
    expect(container).toHaveTextContent('$170.00');
    expect(container).toHaveTextContent('Unpaid');
    // A booking still to come needs no status word.
    expect(container.querySelector('[data-status="booked"]')).toBeNull();
  });

  it('says what became of a past visit', async () => {
    for (const [status, word] of [
      ['completed', 'Completed'],
      ['no_show', 'No-show'],
      ['cancelled', 'Cancelled'],
    ] as const) {
      const { container, unmount } = renderApp(
        <VisitLine visit={makeVisit({ id: 201, status, payment_status: 'refunded' })} />,
      );
      await waitFor(() =>
        expect(container.querySelector(`[data-status="${status}"]`)).toHaveTextContent(word),
      );
      expect(container).toHaveTextContent('Refunded');
      unmount();
    }
  });
});

describe('New booking on the client page', () => {
  it('opens the editor for the client with the member of their last visit chosen', async () => {
    const kari = makeClientDetail({
      id: 14,
      firstName: 'Kari',
      upcoming: [],
      past: [
        makeVisit({ id: 401, memberId: 1, start: '2026-09-01T08:00:00.000Z' }),
        makeVisit({ id: 402, memberId: 2, start: '2026-11-02T09:00:00.000Z' }),
      ],
    });
    const user = userEvent.setup();
    renderApp(<NewBookingButton client={kari} />);
    await user.click(await screen.findByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'With' })).toHaveValue('Ben'),
    );
  });
});
