// POST /api/clients (through the outbox): adds a client. Added offline, the client gets a
// temporary id (lib/offline/temp-ids.ts) that its page, and an edit of it, may name until the
// server gives its own.
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type Client,
  type ClientDetail,
  type ClientFields,
  type ClientList,
  clientBodySchema,
  clientSchema,
} from '@contract/clients';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import {
  type CacheUpdate,
  defineChangeKind,
  itemUpdate,
  jsonBody,
} from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { newCreation } from '@/lib/offline/temp-ids';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { CREATE_CLIENT_KIND, clientKeys, clientTarget } from '@/entities/clients/api/client-keys';

export const createClientKind = defineChangeKind({
  kind: CREATE_CLIENT_KIND,
  encoding: 'json',
  schema: clientBodySchema,
  overlay: (body, entry) => (entry.creates ? newClientUpdates(entry.creates.tempId, body) : []),
});

export function createClientChange(body: ClientFields): OutboxChange {
  const creates = newCreation('id');
  return {
    kind: createClientKind.kind,
    target: clientTarget(creates.tempId),
    ...labelled('clients.change.add', { name: `${body.firstName} ${body.lastName}`.trim() }),
    method: 'POST',
    path: apiPaths.clients,
    body: jsonBody(body),
    creates,
  };
}

/**
 * The new client's page under its temporary id, and the client first on the unfiltered list's
 * first page (where the owner looks for them; the server's order by name comes with the refetch).
 */
function newClientUpdates(id: number, fields: ClientFields): CacheUpdate[] {
  const client: Client = {
    id,
    firstName: fields.firstName,
    lastName: fields.lastName,
    phone: fields.phone ?? '',
    email: fields.email ?? '',
    notes: fields.notes ?? '',
  };
  const detail: ClientDetail = {
    ...client,
    upcoming: [],
    past: [],
    totalSpent: 0,
    noShows: 0,
    visits: 0,
    erasedAt: null,
  };
  return [
    { queryKey: clientKeys.detail(id), update: () => detail },
    itemUpdate<ClientList>(clientKeys.search('', 0), (page) =>
      page.clients.some((candidate) => candidate.id === id)
        ? page
        : { clients: [client, ...page.clients], total: page.total + 1 },
    ),
  ];
}

/** The caller's `onSuccess` gets `{ status: 'sent', data }` with the server's id to open. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: ClientFields) => createClientChange(body),
    schema: clientSchema,
    onSent: () => {
      notifySuccess(translate('clients.added'));
      // Not awaited: the list refetches in the background, in the server's order.
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
