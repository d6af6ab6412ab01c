// DELETE /api/services/{id} (through the outbox). Bookings keep their items: they are snapshots
// (docs/decisions.md, Catalogue edits). A service created offline may be deleted before it is
// sent: the replay puts the server's id in the path (docs/offline.md, Temporary ids).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import type { CategoryWithServices } from '@contract/catalogue';
import { messageResponseSchema } from '@contract/common';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, listUpdate } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';
import { serviceTarget } from './catalogue-keys';

export const deleteServiceKind = defineChangeKind({
  kind: 'catalogue.deleteService',
  encoding: 'none',
  overlay: (_body, entry, { realId }) => {
    const id = targetId(entry, serviceTarget);
    if (id === undefined) return [];
    const ids = new Set([id, realId(id)]);
    return [
      listUpdate<CategoryWithServices>(catalogueKeys.categoriesWithServices(), (list) =>
        list.map((category) =>
          category.services.some((service) => ids.has(service.sid))
            ? { ...category, services: category.services.filter((s) => !ids.has(s.sid)) }
            : category,
        ),
      ),
    ];
  },
});

export function deleteServiceChange(id: number, serviceName: string): OutboxChange {
  return {
    kind: deleteServiceKind.kind,
    target: serviceTarget(id),
    ...labelled('catalogue.change.deleteService', { name: serviceName }),
    method: 'DELETE',
    path: apiPaths.service(id),
    body: { kind: 'none' },
  };
}

export function useDeleteService(id: number) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (serviceName: string) => deleteServiceChange(id, serviceName),
    schema: messageResponseSchema,
    onSent: () => {
      notifySuccess(translate('catalogue.serviceDeleted'));
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.categoriesWithServices() });
    },
  });
}
