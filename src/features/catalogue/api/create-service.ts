// POST /api/services/create (through the outbox): a new service in one of the business's
// categories, possibly one created offline and not sent yet.
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../../contract/api-paths';
import {
  type CategoryWithServices,
  parsePriceToCents,
  type Service,
  type ServiceCreateBody,
  serviceCreateBodySchema,
  serviceSchema,
} from '../../../../contract/catalogue';
import { idSchema } from '../../../../contract/common';
import type { Duration, PriceType } from '../../../../contract/reference';
import { notifySuccess } from '../../../lib/notifications/notify';
import {
  defineChangeKind,
  jsonBody,
  listUpdate,
  type OverlayContext,
  upsert,
} from '../../../lib/offline/change-kinds';
import type { OutboxEntry } from '../../../lib/offline/offline-db';
import type { OutboxChange } from '../../../lib/offline/outbox-runtime';
import { newCreation } from '../../../lib/offline/temp-ids';
import { useOutboxMutation } from '../../../lib/offline/use-outbox-mutation';
import { catalogueKeys, referenceKeys, serviceTarget } from './catalogue-keys';

/**
 * The body as the outbox keeps it: its category may be one created offline, named by its
 * temporary (negative) id until that is sent; the replay then sends the server's id instead.
 */
const queuedServiceBodySchema = serviceCreateBodySchema.extend({
  categoryTypeID: z.union([z.number().int().negative(), idSchema]),
});
type QueuedService = z.output<typeof queuedServiceBodySchema>;

export const createServiceKind = defineChangeKind({
  kind: 'catalogue.createService',
  encoding: 'json',
  schema: queuedServiceBodySchema,
  overlay: (body, entry, context) => {
    const service = pendingService(entry, body, context);
    const categoryId = context.realId(service.categoryTypeID);
    return [
      listUpdate<CategoryWithServices>(catalogueKeys.categoriesWithServices(), (list) =>
        list.map((category) =>
          category.id === categoryId
            ? { ...category, services: upsert(category.services, service, (s) => s.sid) }
            : category,
        ),
      ),
    ];
  },
});

function createServiceChange(body: ServiceCreateBody): OutboxChange {
  const creates = newCreation('sid');
  return {
    kind: createServiceKind.kind,
    target: serviceTarget(creates.tempId),
    label: `Create service "${body.serviceName.trim()}"`,
    method: 'POST',
    path: apiPaths.createService,
    body: jsonBody(body),
    creates,
  };
}

/** The service as the list will show it, its duration and price type read from the cache. */
function pendingService(
  entry: OutboxEntry,
  body: QueuedService,
  { queryClient }: OverlayContext,
): Service {
  const durations = queryClient.getQueryData<Duration[]>(referenceKeys.durations());
  const priceTypes = queryClient.getQueryData<PriceType[]>(referenceKeys.priceTypes());
  const duration = durations?.find((candidate) => candidate.id === body.durationID);
  const cents = body.price === undefined ? null : parsePriceToCents(body.price);
  return {
    sid: entry.creates?.tempId ?? -entry.id,
    serviceName: body.serviceName,
    categoryTypeID: body.categoryTypeID,
    hrs: duration?.hrs ?? 0,
    min: duration?.min ?? 0,
    price: typeof cents === 'number' ? cents / 100 : null,
    priceTypeName: priceTypes?.find((type) => type.id === body.priceTypeID)?.priceTypeName ?? '',
  };
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: ServiceCreateBody) => createServiceChange(body),
    schema: serviceSchema,
    onSent: () => {
      notifySuccess('Service Created');
      // Not awaited: the services list (and the dashboard's count) refetch when shown next.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.categoriesWithServices() });
    },
  });
}
