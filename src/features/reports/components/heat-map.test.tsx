// The busiest days and hours: a salon open from early to late makes the table wider than a phone
// or the Reports column, and the part scrolled out of view must be reachable by keyboard (axe's
// scrollable-region-focusable on three years of data; docs/decisions.md, Reports).
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { HeatCell } from '@contract/reports';
import { renderApp } from '@tests/setup/render-app';
import { HeatMap } from './heat-map';

const cells: HeatCell[] = [
  { weekday: 1, hour: 7, bookings: 2 },
  { weekday: 3, hour: 14, bookings: 9 },
  { weekday: 6, hour: 21, bookings: 1 },
];

it('lets the keyboard reach and scroll the table, a region named by its caption', async () => {
  renderApp(<HeatMap cells={cells} weekStart={1} />);

  const region = await screen.findByRole('region', {
    name: 'Bookings starting in each hour, by weekday',
  });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByRole('table'));
});
