// POST /api/services/create (through the outbox): a new service in one of the business's
// categories, possibly one created offline and not sent yet.
import { useQueryClient } from '@tanstack/react-query';
import { type ServiceCreateBody, serviceSchema } from '../../../../contract/catalogue';
import { useOutboxMutation } from '../../../lib/offline/use-outbox-mutation';
import { notifySuccess } from '../../../lib/notifications/notify';
import { createServiceChange } from '../offline/catalogue-changes';
import { catalogueKeys } from './catalogue-keys';

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
