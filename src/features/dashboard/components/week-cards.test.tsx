import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PeriodFigures, Report } from '@contract/reports';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { sparkPoints, WeekCards } from './week-cards';

const server = setupMswServer();

function figures(from: string, to: string, takings: number, bookings: number): PeriodFigures {
  return {
    from,
    to,
    takings,
    refunds: 0,
    outstanding: 0,
    outstandingBookings: 0,
    bookings,
    cancellations: 0,
    cancellationRate: 0,
    noShows: 0,
    noShowRate: 0,
    averageBookingValue: 0,
    newClients: 0,
    returningClients: 0,
    onlineBookings: 0,
    ownerBookings: bookings,
  };
}

describe('WeekCards', () => {
  it("shows this week's takings and bookings against last week's, day by day", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/reports', ({ request }) => {
        const url = new URL(request.url);
        const from = url.searchParams.get('from')!;
        const to = url.searchParams.get('to')!;
        asked.push(`${from}..${to}`);
        // Last week's part ends days ago; this week's parts end today or later.
        const lastWeek = Date.parse(to) < Date.now() - 4 * 86_400_000;
        return HttpResponse.json({
          currency: 'USD',
          weekStart: 7,
          computedAt: '2026-11-23T09:00:00.000Z',
          current: lastWeek ? figures(from, to, 1000, 9) : figures(from, to, 1500, 12),
          // The days just before: never what the takings card compares with.
          previous: figures('2026-11-15', '2026-11-21', 700, 12),
          services: [],
          categories: [],
          members: [],
          heatMap: [],
          days: [
            { date: from, bookings: 5, takings: 900 },
            { date: to, bookings: 7, takings: 600 },
          ],
        } satisfies Report);
      }),
    );
    renderApp(<WeekCards />, { path: '/dashboard' });
    const takings = await screen.findByRole('region', { name: 'Takings this week' });
    expect(await within(takings).findByText('$1,500.00')).toBeInTheDocument();
    expect(
      within(takings).getByText(/Up 50\s?%, same days last week \$1,000\.00/),
    ).toBeInTheDocument();
    const bookings = screen.getByRole('region', { name: 'Bookings this week' });
    expect(within(bookings).getByText('12')).toBeInTheDocument();
    expect(within(bookings).getByText(/No change, last week 12/)).toBeInTheDocument();
    // The spark line's days, for a screen reader: the week's seven, empty days as 0.
    expect(
      within(bookings).getByText(/By day: \w+ 5, \w+ 0, \w+ 0, \w+ 0, \w+ 0, \w+ 0, \w+ 7/),
    ).toBeInTheDocument();
    // The business's week, starting on its first day: so far for the takings, against the same
    // days of last week, and whole for the bookings.
    const spans = asked.map((range) => {
      const [from, to] = range.split('..');
      return { from: from!, days: (Date.parse(to!) - Date.parse(from!)) / 86_400_000 + 1 };
    });
    expect(spans).toHaveLength(3);
    const froms = [...new Set(spans.map((span) => span.from))].sort();
    expect(froms).toHaveLength(2);
    expect((Date.parse(froms[1]!) - Date.parse(froms[0]!)) / 86_400_000).toBe(7);
    expect(spans.map((span) => span.days)).toContain(7);
  });

  it('draws the line from the bottom for 0 to the top for the largest', () => {
    expect(sparkPoints([0, 5, 10], 100, 20)).toBe('0.0,18.0 50.0,10.0 100.0,2.0');
    expect(sparkPoints([0, 0], 100, 20)).toBe('0.0,18.0 100.0,18.0');
  });
});
