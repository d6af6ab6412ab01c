// PUT /api/clients/{id} (through the outbox): a client's names, phone, e-mail or notes; a field
// left out keeps its value. The id may be the temporary one of a client added offline: the replay
// sends the server's.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
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
import { targetId } from '@/lib/offline/outbox-targets';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';
import { clientKeys, clientTarget } from '@/entities/clients/api/client-keys';

export const updateClientKind = defineChangeKind({
  kind: 'clients.update',
  encoding: 'json',
  schema: clientBodySchema,
  overlay: (body, entry, { realId, queryClient }) => {
    const targeted = targetId(entry, clientTarget);
    if (targeted === undefined) return [];
    const id = realId(targeted);
    const updates = editedClientUpdates(queryClient, id, body);
    // A client added offline is also cached under its temporary id (its page until it is sent).
    return id === targeted
      ? updates
      : [
          ...updates,
          detailUpdate(targeted, body),
          ...searchPageUpdates(queryClient, targeted, body),
        ];
  },
});

export function updateClientChange(id: number, body: ClientFields): OutboxChange {
  return {
    kind: updateClientKind.kind,
    target: clientTarget(id),
    ...labelled('clients.change.edit', { name: `${body.firstName} ${body.lastName}`.trim() }),
    method: 'PUT',
    path: apiPaths.client(id),
    body: jsonBody(body),
  };
}

/** The client as the server will store it: what the body leaves out keeps its value. */
function withFields<T extends Client>(client: T, fields: ClientFields): T {
  return {
    ...client,
    firstName: fields.firstName,
    lastName: fields.lastName,
    ...(fields.phone !== undefined && { phone: fields.phone }),
    ...(fields.email !== undefined && { email: fields.email }),
    ...(fields.notes !== undefined && { notes: fields.notes }),
  };
}

/** The client's page, whose visits carry the client's name too (the server renames them). */
function detailUpdate(id: number, fields: ClientFields): CacheUpdate {
  return itemUpdate<ClientDetail>(clientKeys.detail(id), (detail) => {
    const name = { firstName: fields.firstName, lastName: fields.lastName };
    return {
      ...withFields(detail, fields),
      upcoming: detail.upcoming.map((visit) => ({ ...visit, ...name })),
      past: detail.past.map((visit) => ({ ...visit, ...name })),
    };
  });
}

/**
 * Every cached page of the Clients list that shows this client. Search pages are keyed by their
 * text and offset, so the overlay looks them up in the cache rather than naming one key.
 */
function searchPageUpdates(
  queryClient: QueryClient,
  id: number,
  fields: ClientFields,
): CacheUpdate[] {
  return queryClient
    .getQueriesData<ClientList>({ queryKey: clientKeys.searches() })
    .map(([queryKey]) => ({
      queryKey,
      update: (old: unknown) => {
        const page = old as ClientList | undefined;
        if (!page?.clients.some((client) => client.id === id)) return undefined;
        return {
          ...page,
          clients: page.clients.map((client) =>
            client.id === id ? withFields(client, fields) : client,
          ),
        };
      },
    }));
}

function editedClientUpdates(
  queryClient: QueryClient,
  id: number,
  fields: ClientFields,
): CacheUpdate[] {
  return [detailUpdate(id, fields), ...searchPageUpdates(queryClient, id, fields)];
}

export function useUpdateClient(id: number) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: ClientFields) => updateClientChange(id, body),
    schema: clientSchema,
    onSent: (client) => {
      queryClient.setQueryData<ClientDetail>(clientKeys.detail(client.id), (old) =>
        old ? { ...old, ...client } : old,
      );
      notifySuccess(translate('clients.updated'));
      // Not awaited: the lists refetch what is stale; the owner need not wait here. Bookings
      // carry the client's name, so a rename shows in the appointment lists too.
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}
