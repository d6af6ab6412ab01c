// How a client change waiting in the outbox shows in the cached answers (docs/offline.md): the
// overlays of clients.update and clients.create, laid by installPendingOverlays; and its label in
// the pending list, worded in the language shown now (docs/offline.md, Outbox entries).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientDetail, ClientList } from '@contract/clients';
import { entryLabel } from '@/lib/i18n/label-message';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { translate } from '@/lib/i18n/use-t';
import { ChangeKinds, installPendingOverlays } from '@/lib/offline/change-kinds';
import type { OutboxEntry } from '@/lib/offline/offline-db';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import {
  makeClient,
  makeClientDetail,
  makeVisit,
} from '@/entities/clients/testing/client-fixtures';
import { clientKeys, clientTarget } from '@/entities/clients/api/client-keys';
import { dismissDuplicateChange, mergeClientChange } from './client-duplicates';
import { createClientChange, createClientKind } from './create-client';
import { updateClientChange, updateClientKind } from './update-client';

const changeKinds = new ChangeKinds([updateClientKind, createClientKind]);

function entry(
  change: Pick<OutboxEntry, 'kind' | 'method' | 'path' | 'body'> & Partial<OutboxEntry>,
) {
  return {
    id: 1,
    userId: 7,
    key: 'key-1',
    label: 'A change',
    createdAt: 0,
    attempts: 0,
    state: 'queued',
    nextAttemptAt: 0,
    errors: [],
    ...change,
  } satisfies OutboxEntry;
}

/** The outbox as the overlays read it: these entries wait, no server id is known yet. */
function waiting(...entries: OutboxEntry[]) {
  return { getEntries: () => entries, subscribe: () => () => {}, realId: (id: number) => id };
}

const nora = makeClient({ id: 12 });
const olav = makeClient({ id: 13, firstName: 'Olav', lastName: 'Dahl' });

describe('a waiting client edit', () => {
  const edit = entry({
    kind: updateClientKind.kind,
    target: clientTarget(12),
    method: 'PUT',
    path: '/api/clients/12',
    body: { kind: 'json', json: { firstName: ' Nora ', lastName: 'Dahl', notes: 'Tea, no sugar' } },
  });

  it('shows on the client page, in their visits and on every cached list page that has them', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ClientDetail>(
      clientKeys.detail(12),
      makeClientDetail({ id: 12, past: [makeVisit({ id: 5, status: 'completed' })] }),
    );
    queryClient.setQueryData<ClientList>(clientKeys.search('', 0), {
      clients: [nora, olav],
      total: 2,
    });
    const elsewhere: ClientList = { clients: [olav], total: 1 };
    queryClient.setQueryData<ClientList>(clientKeys.search('ola', 0), elsewhere);
    const stop = installPendingOverlays(queryClient, waiting(edit), changeKinds);

    // The body as the server reads it (names trimmed); phone and e-mail, left out, keep theirs.
    const detail = queryClient.getQueryData<ClientDetail>(clientKeys.detail(12));
    expect(detail).toMatchObject({
      firstName: 'Nora',
      lastName: 'Dahl',
      phone: nora.phone,
      email: nora.email,
      notes: 'Tea, no sugar',
    });
    expect(detail?.past[0]).toMatchObject({ firstName: 'Nora', lastName: 'Dahl' });
    expect(queryClient.getQueryData<ClientList>(clientKeys.search('', 0))?.clients).toEqual([
      { ...nora, lastName: 'Dahl', notes: 'Tea, no sugar' },
      olav,
    ]);
    expect(queryClient.getQueryData(clientKeys.search('ola', 0))).toBe(elsewhere);

    // A search answered while the edit waits shows it too.
    const fetched = await queryClient.fetchQuery({
      queryKey: clientKeys.search('nor', 0),
      queryFn: () => ({ clients: [nora], total: 1 }),
    });
    expect(fetched.clients[0]?.lastName).toBe('Berg');
    expect(
      queryClient.getQueryData<ClientList>(clientKeys.search('nor', 0))?.clients[0]?.lastName,
    ).toBe('Dahl');
    stop();
  });
});

describe('a waiting new client', () => {
  it('has a page under its temporary id and heads the first page of the list, once', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ClientList>(clientKeys.search('', 0), {
      clients: [nora],
      total: 61,
    });
    const add = entry({
      kind: createClientKind.kind,
      method: 'POST',
      path: '/api/clients',
      body: { kind: 'json', json: { firstName: 'Ida', lastName: 'Moe' } },
      creates: { tempId: -5, idField: 'id' },
    });
    const outbox = waiting(add);
    installPendingOverlays(queryClient, outbox, changeKinds)();
    // Laid again (another answer, another pass): nothing doubles.
    installPendingOverlays(queryClient, outbox, changeKinds)();

    const ida = { id: -5, firstName: 'Ida', lastName: 'Moe', phone: '', email: '', notes: '' };
    expect(queryClient.getQueryData(clientKeys.search('', 0))).toEqual({
      clients: [ida, nora],
      total: 62,
    });
    expect(queryClient.getQueryData(clientKeys.detail(-5))).toEqual({
      ...ida,
      upcoming: [],
      past: [],
      totalSpent: 0,
      noShows: 0,
      visits: 0,
      erasedAt: null,
    });
  });
});

describe('a client change queued in English', () => {
  afterEach(() => resetLanguageForTests('en'));

  it('reads in Norwegian in the pending list after a switch, the names as they are', () => {
    resetLanguageForTests('en');
    const fields = { firstName: 'Nora', lastName: 'Dahl' };
    const changes: OutboxChange[] = [
      createClientChange(fields),
      updateClientChange(12, fields),
      mergeClientChange(12, { duplicateId: 13, name: 'Olav Dahl' }),
      dismissDuplicateChange(12, { duplicateId: 13, name: 'Olav Dahl' }),
    ];
    expect(changes.map((change) => change.label)).toEqual([
      'Add client "Nora Dahl"',
      'Edit client "Nora Dahl"',
      'Merge "Olav Dahl" into this client',
      'Not the same person as "Olav Dahl"',
    ]);
    resetLanguageForTests('nb');
    // Read back as IndexedDB gives an entry: a structured clone.
    expect(changes.map((change) => entryLabel(structuredClone(change), translate))).toEqual([
      'Legg til kunden «Nora Dahl»',
      'Endre kunden «Nora Dahl»',
      'Slå sammen «Olav Dahl» med denne kunden',
      'Ikke samme person som «Olav Dahl»',
    ]);
  });
});
