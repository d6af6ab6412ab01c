// A client's possible duplicates (docs/decisions.md, Appointments and clients): the read
// (GET /api/clients/{id}/duplicates) and its two changes, Merge (POST .../merge) and Not the same
// person (POST .../not-duplicate), through the outbox like every change. While either waits, the
// pair is no longer offered on the client's page; once sent, the client's reads are fetched again
// (a merge moves visits and totals, which only the server can count).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type ClientDuplicates,
  type ClientPairBody,
  clientDuplicatesSchema,
  clientMergeResponseSchema,
  clientPairBodySchema,
} from '@contract/clients';
import { messageResponseSchema } from '@contract/common';
import { apiRequest } from '@/lib/api/api-client';
import { labelled, type LabelledChange } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, itemUpdate, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxEntry } from '@/lib/offline/offline-db';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';
import { clientKeys, clientTarget } from '@/entities/clients/api/client-keys';

export function clientDuplicatesQueryOptions(id: number) {
  return queryOptions({
    queryKey: clientKeys.duplicates(id),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.clientDuplicates(id), { schema: clientDuplicatesSchema, signal }),
    // A client added offline has no duplicates the server knows of yet.
    enabled: id > 0,
  });
}

/** The pair is not offered while the change waits; applying this again changes nothing. */
const withoutPair = (body: ClientPairBody, entry: Pick<OutboxEntry, 'target'>) => {
  const id = targetId(entry, clientTarget);
  if (id === undefined) return [];
  return [
    itemUpdate<ClientDuplicates>(clientKeys.duplicates(id), (list) => ({
      duplicates: list.duplicates.filter((client) => client.id !== Number(body.duplicateId)),
    })),
  ];
};

export const mergeClientKind = defineChangeKind({
  kind: 'clients.merge',
  encoding: 'json',
  schema: clientPairBodySchema,
  overlay: withoutPair,
});

export const dismissDuplicateKind = defineChangeKind({
  kind: 'clients.notDuplicate',
  encoding: 'json',
  schema: clientPairBodySchema,
  overlay: withoutPair,
});

export interface PairChange {
  duplicateId: number;
  /** The other client's name, for the pending list. */
  name: string;
}

function pairChange(
  kind: string,
  path: string,
  id: number,
  label: LabelledChange,
  change: PairChange,
): OutboxChange {
  return {
    kind,
    target: clientTarget(id),
    ...label,
    method: 'POST',
    path,
    body: jsonBody({ duplicateId: change.duplicateId } satisfies ClientPairBody),
  };
}

export function mergeClientChange(id: number, change: PairChange): OutboxChange {
  return pairChange(
    mergeClientKind.kind,
    apiPaths.clientMerge(id),
    id,
    labelled('clients.change.merge', { name: change.name }),
    change,
  );
}

export function dismissDuplicateChange(id: number, change: PairChange): OutboxChange {
  return pairChange(
    dismissDuplicateKind.kind,
    apiPaths.clientNotDuplicate(id),
    id,
    labelled('clients.change.notSame', { name: change.name }),
    change,
  );
}

function useRefreshClients() {
  const queryClient = useQueryClient();
  // Not awaited: the page refetches what is stale; the owner need not wait here.
  return () => {
    void queryClient.invalidateQueries({ queryKey: clientKeys.all });
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  };
}

/** Merges the duplicate into client `id`, whose page stays. */
export function useMergeClient(id: number) {
  const refresh = useRefreshClients();
  return useOutboxMutation({
    toChange: (change: PairChange) => mergeClientChange(id, change),
    schema: clientMergeResponseSchema,
    onSent: () => {
      notifySuccess(translate('clients.merged'));
      refresh();
    },
  });
}

export function useDismissDuplicate(id: number) {
  const refresh = useRefreshClients();
  return useOutboxMutation({
    toChange: (change: PairChange) => dismissDuplicateChange(id, change),
    schema: messageResponseSchema,
    onSent: () => {
      notifySuccess(translate('clients.markedNotSame'));
      refresh();
    },
  });
}
