// The cancel link's refusals worded by their code (docs/decisions.md, API and Languages): a
// booking the salon cancelled first, told apart from one too close to its start.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '../tests/setup/msw-server';
import { PortalApp } from './portal-app';

const server = setupMswServer();
afterEach(() => localStorage.clear());

const TOO_LATE =
  'A booking can be cancelled online until 2 hours before it starts. Please call +47 912 34 567 instead.';

function refuse(msg: string, code: string) {
  server.use(
    http.post('*/api/public/bookings/cancel', () =>
      HttpResponse.json({ errors: [{ msg, code }] }, { status: 409 }),
    ),
  );
}

async function cancel(button: string) {
  render(<PortalApp pathname="/book/ada-hair/cancel/token-1" />);
  await userEvent.setup().click(screen.getByRole('button', { name: button }));
}

describe('CancelPage refusals', () => {
  it('says in Norwegian that the booking is already cancelled, from its code', async () => {
    localStorage.setItem('booking-page-language', 'nb');
    refuse('This booking is already cancelled', 'already_cancelled');
    await cancel('Avbestill timen');
    expect(await screen.findByText('Denne timen er allerede avbestilt')).toBeVisible();
    expect(screen.queryByText(/for kort tid/)).toBeNull();
  });

  it('says in Norwegian that it is too late to cancel online', async () => {
    localStorage.setItem('booking-page-language', 'nb');
    refuse(TOO_LATE, 'cancel_too_late');
    await cancel('Avbestill timen');
    expect(
      await screen.findByText(
        'Det er for kort tid igjen til timen til å avbestille den på nett. Ring salongen.',
      ),
    ).toBeVisible();
  });

  it('keeps the server’s sentence, with the notice and phone, in English', async () => {
    localStorage.setItem('booking-page-language', 'en');
    refuse(TOO_LATE, 'cancel_too_late');
    await cancel('Cancel booking');
    expect(await screen.findByText(TOO_LATE)).toBeVisible();
  });
});
