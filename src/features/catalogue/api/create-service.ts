// POST /api/services/create (through the outbox): a new service in one of the business's
// categories, possibly one created offline and not sent yet.
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { type CategoryWithServices, type ServiceBody, serviceSchema } from '@contract/catalogue';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, jsonBody, listUpdate, upsert } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { newCreation } from '@/lib/offline/temp-ids';
import { refuseOnForm } from '@/lib/forms/server-errors';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';
import { SERVICE_FORM, serviceTarget } from './catalogue-keys';
import { pendingService, pendingServiceDetail, queuedServiceBodySchema } from './pending-service';

export const createServiceKind = defineChangeKind({
  kind: 'catalogue.createService',
  encoding: 'json',
  schema: queuedServiceBodySchema,
  overlay: (body, entry, context) => {
    const sid = entry.creates?.tempId ?? -entry.id;
    const service = pendingService(sid, body, context);
    return [
      listUpdate<CategoryWithServices>(catalogueKeys.categoriesWithServices(), (list) =>
        list.map((category) =>
          category.id === service.categoryTypeID
            ? { ...category, services: upsert(category.services, service, (s) => s.sid) }
            : category,
        ),
      ),
      // Its edit screen, under the temporary id, before the server knows it.
      {
        queryKey: catalogueKeys.service(sid),
        update: () => pendingServiceDetail(sid, body, context),
      },
    ];
  },
});

export function createServiceChange(body: ServiceBody): OutboxChange {
  const creates = newCreation('sid');
  return {
    kind: createServiceKind.kind,
    target: serviceTarget(creates.tempId),
    ...labelled('catalogue.change.createService', { name: body.serviceName.trim() }),
    method: 'POST',
    path: apiPaths.createService,
    body: jsonBody(body),
    creates,
  };
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: ServiceBody) => createServiceChange(body),
    schema: serviceSchema,
    // On the form, under the field the server names (a duplicate name), else its alert.
    onRefused: (error) => refuseOnForm(SERVICE_FORM, error),
    onSent: () => {
      notifySuccess(translate('catalogue.serviceCreated'));
      // Not awaited: the services list (and the dashboard's count) refetch when shown next.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.categoriesWithServices() });
    },
  });
}
