// PUT /api/service_interval/update: chooses another interval type (through the outbox).
import { useQueryClient } from '@tanstack/react-query';
import {
  type ServiceIntervalBody,
  serviceIntervalUpdateResponseSchema,
} from '../../../../contract/business-settings';
import type { IntervalType } from '../../../../contract/reference';
import { useOutboxMutation } from '../../../lib/offline/use-outbox-mutation';
import { notifySuccess } from '../../../lib/notifications/notify';
import { serviceIntervalChange } from '../offline/settings-changes';
import { businessSettingsKeys } from './query-keys';

export function useUpdateServiceInterval() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: ServiceIntervalBody) => {
      const types = queryClient.getQueryData<IntervalType[]>(businessSettingsKeys.intervalTypes());
      const minutes = types?.find((type) => type.id === Number(body.intervalTypeID))?.duration;
      return serviceIntervalChange(body, minutes);
    },
    schema: serviceIntervalUpdateResponseSchema,
    onSent: async (response) => {
      queryClient.setQueryData(businessSettingsKeys.serviceInterval(), response.serviceInterval);
      notifySuccess(response.msg);
      await queryClient.invalidateQueries({ queryKey: businessSettingsKeys.serviceInterval() });
    },
  });
}
