// The team's changes queued in English read in Norwegian in the pending list after the owner
// switched language, their days of time off too (docs/offline.md, Outbox entries).
import { http, HttpResponse } from 'msw';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { renderApp } from '@tests/setup/render-app';
import { PendingChangesButton } from '@/components/offline/pending-changes-button';
import { setDayjsLanguage } from '@/lib/i18n/dayjs-language';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { outbox } from '@/lib/offline/outbox';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { setToken } from '@/lib/session/token-store';
import { createTeamMemberChange } from './create-team-member';
import { addMemberTimeOffChange, removeMemberTimeOffChange } from './member-time-off';

const server = setupMswServer();

beforeEach(() => {
  setToken('token-1');
  resetLanguageForTests('en');
  setDayjsLanguage('en');
  server.use(
    http.get('/api/auth', () => HttpResponse.json(ownerFixture())),
    // No connection: every change stays in the list.
    http.all('/api/team*', () => HttpResponse.error()),
  );
});

afterEach(() => {
  resetLanguageForTests('en');
  setDayjsLanguage('en');
});

async function queue(change: OutboxChange) {
  expect(await outbox.submit(change)).toEqual({ status: 'pending' });
}

describe('the team’s changes in the pending list', () => {
  it('read in Norwegian once the owner switched, days included', async () => {
    renderApp(<PendingChangesButton />, { path: '/team' });
    await queue(createTeamMemberChange({ name: ' Cleo ', color: 'grape', serviceIds: [] }));
    await queue(
      addMemberTimeOffChange(2, 'Ben', { from: '2026-12-01', to: '2026-12-02', note: '' }),
    );
    await queue(
      removeMemberTimeOffChange(1, 'Ada', { id: 5, from: '2026-12-24', to: '2026-12-26' }),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: '3 pending' }));

    expect(await screen.findByText('Add team member "Cleo"')).toBeInTheDocument();
    expect(
      screen.getByText('Time off for "Ben" Tue, 1 Dec 2026 to Wed, 2 Dec 2026'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Remove time off of "Ada" Thu, 24 Dec 2026 to Sat, 26 Dec 2026'),
    ).toBeInTheDocument();

    // As the signed-in frame does on a change of language (routes/_authed.tsx): dayjs first, so
    // the list, drawn again for the new language, writes its dates in it.
    act(() => {
      setDayjsLanguage('nb');
      resetLanguageForTests('nb');
    });

    expect(await screen.findByText('Legg til medarbeideren «Cleo»')).toBeInTheDocument();
    expect(
      screen.getByText('Fravær for «Ben» ti. 1. des. 2026 til on. 2. des. 2026'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Fjern fraværet til «Ada» to. 24. des. 2026 til lø. 26. des. 2026'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Time off|team member/)).toBeNull();
  });
});
