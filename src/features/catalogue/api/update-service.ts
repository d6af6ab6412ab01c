// PUT /api/services/update/{id} (through the outbox): every field of the create form, the
// category and the booking-page switch included. The id may be the temporary one of a service
// created offline, and the category one created offline: the replay sends the server's ids
// (docs/offline.md, Temporary ids).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type CategoryWithServices,
  type ServiceBody,
  type ServiceDetail,
  serviceSchema,
} from '@contract/catalogue';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import {
  type CacheUpdate,
  defineChangeKind,
  jsonBody,
  listUpdate,
} from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { refuseOnForm } from '@/lib/forms/server-errors';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';
import { SERVICE_FORM, serviceTarget } from './catalogue-keys';
import { pendingService, pendingServiceDetail, queuedServiceBodySchema } from './pending-service';

export const updateServiceKind = defineChangeKind({
  kind: 'catalogue.updateService',
  encoding: 'json',
  schema: queuedServiceBodySchema,
  overlay: (body, entry, context) => {
    const id = targetId(entry, serviceTarget);
    if (id === undefined) return [];
    // The list may still show a service created offline under its temporary id, or already
    // under the server's: either is this service.
    const ids = new Set([id, context.realId(id)]);
    const updates: CacheUpdate[] = [
      listUpdate<CategoryWithServices>(catalogueKeys.categoriesWithServices(), (list) => {
        const found = list
          .flatMap((category) => category.services)
          .find((service) => ids.has(service.sid));
        if (!found) return list;
        const edited = pendingService(found.sid, body, context);
        // Moved to another category: out of the old one, at the end of the new one.
        return list.map((category) => {
          const others = category.services.filter((service) => !ids.has(service.sid));
          if (category.id !== edited.categoryTypeID) return { ...category, services: others };
          const at = category.services.findIndex((service) => ids.has(service.sid));
          const services = [...others];
          services.splice(at === -1 ? others.length : at, 0, edited);
          return { ...category, services };
        });
      }),
    ];
    for (const sid of ids) {
      updates.push({
        queryKey: catalogueKeys.service(sid),
        update: (old) => pendingServiceDetail(sid, body, context, old as ServiceDetail | undefined),
      });
    }
    return updates;
  },
});

export function updateServiceChange(id: number, body: ServiceBody): OutboxChange {
  return {
    kind: updateServiceKind.kind,
    target: serviceTarget(id),
    ...labelled('catalogue.change.editService', { name: body.serviceName.trim() }),
    method: 'PUT',
    path: apiPaths.updateService(id),
    body: jsonBody(body),
  };
}

export function useUpdateService(id: number) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: ServiceBody) => updateServiceChange(id, body),
    schema: serviceSchema,
    // On the form, under the field the server names (a duplicate name), else its alert.
    onRefused: (error) => refuseOnForm(SERVICE_FORM, error),
    onSent: () => {
      notifySuccess(translate('catalogue.serviceUpdated'));
      // Not awaited: the list and this service's form refetch when shown next.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
