// "Message texts" (docs/decisions.md, Message texts): the preview follows the draft as it is
// typed, a placeholder chip inserts its name, Save and "Reset to default" go to the server.
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import type { MessageTextBody, MessageTexts } from '@contract/messages';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { setToken } from '@/lib/session/token-store';
import { MessageTextsCard } from './message-texts-card';

const DEFAULT = 'This is a reminder of your booking at {business}:';
let stored: MessageTexts;
const puts: MessageTextBody[] = [];

const fresh = (): MessageTexts => ({
  texts: (['reminder', 'confirmation', 'change', 'cancellation'] as const).flatMap((kind) =>
    (['en', 'nb'] as const).map((language) => ({
      kind,
      language,
      intro: null,
      defaultIntro: kind === 'reminder' && language === 'en' ? DEFAULT : `Default ${kind}`,
    })),
  ),
});

setupMswServer(
  http.get('/api/auth', () => HttpResponse.json(ownerFixture({ businessName: 'Ada Hair' }))),
  http.get('/api/business-settings/message-texts', () => HttpResponse.json(stored)),
  http.put('/api/business-settings/message-texts', async ({ request }) => {
    const body = (await request.json()) as MessageTextBody;
    puts.push(body);
    stored = {
      texts: stored.texts.map((text) =>
        text.kind === body.kind && text.language === body.language
          ? { ...text, intro: body.intro.trim() || null }
          : text,
      ),
    };
    return HttpResponse.json({ msg: 'Message text saved', ...stored });
  }),
);

beforeEach(() => {
  setToken('token-1');
  puts.length = 0;
  stored = fresh();
});
afterEach(() => {
  notifications.clean();
});

describe('MessageTextsCard', () => {
  it('previews the draft as it is typed, then saves and resets it', async () => {
    renderApp(<MessageTextsCard />, { path: '/settings/business' });
    const user = userEvent.setup();
    const area = await screen.findByRole('textbox', { name: /Opening paragraph/ });
    expect(area).toHaveValue(DEFAULT);
    expect(screen.getByText('Clients get the default text')).toBeInTheDocument();
    await user.clear(area);
    await user.type(area, 'Dear {{client}, see you at {{business}, {{time}. ');
    const preview = screen.getByLabelText('Preview');
    expect(
      within(preview).getByText('Dear Kari Nordmann, see you at Ada Hair, 14:00.'),
    ).toBeInTheDocument();
    // A chip inserts its placeholder where the cursor is: here at the end.
    await user.click(screen.getByRole('button', { name: '{services}' }));
    expect(area).toHaveValue('Dear {client}, see you at {business}, {time}. {services}');
    expect(
      within(preview).getByText(
        'Dear Kari Nordmann, see you at Ada Hair, 14:00. Haircut, Blow-dry',
      ),
    ).toBeInTheDocument();

    // An unknown placeholder is shown and not sent.
    await user.type(area, ' {{foo}');
    expect(screen.getByText(/Unknown placeholder \{foo\}/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save text' })).toBeDisabled();
    for (let i = 0; i < ' {foo}'.length; i += 1) await user.type(area, '{Backspace}');

    await user.click(screen.getByRole('button', { name: 'Save text' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          kind: 'reminder',
          language: 'en',
          intro: 'Dear {client}, see you at {business}, {time}. {services}',
        },
      ]),
    );
    expect(await screen.findByText('Message text saved')).toBeInTheDocument();
    expect(await screen.findByText('Clients get your own text')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    await waitFor(() =>
      expect(puts.at(-1)).toEqual({ kind: 'reminder', language: 'en', intro: '' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Opening paragraph/ })).toHaveValue(DEFAULT),
    );
  });
});
