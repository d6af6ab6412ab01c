// PUT /api/service_interval/update: chooses another interval type (through the outbox).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type ServiceInterval,
  type ServiceIntervalBody,
  serviceIntervalBodySchema,
  serviceIntervalUpdateResponseSchema,
} from '@contract/business-settings';
import type { IntervalType } from '@contract/reference';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, itemUpdate, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { businessSettingsKeys, SERVICE_INTERVAL_TARGET } from './query-keys';

export const updateServiceIntervalKind = defineChangeKind({
  kind: 'settings.serviceInterval',
  encoding: 'json',
  schema: serviceIntervalBodySchema,
  overlay: (body, _entry, { queryClient }) => {
    const types = queryClient.getQueryData<IntervalType[]>(businessSettingsKeys.intervalTypes());
    const chosen = types?.find((type) => type.id === body.intervalTypeID);
    return [
      itemUpdate<ServiceInterval>(businessSettingsKeys.serviceInterval(), (current) => ({
        ...current,
        intervalTypeID: body.intervalTypeID,
        duration: chosen?.duration ?? current.duration,
      })),
    ];
  },
});

/** `minutes` names the chosen interval in the pending list when the types are cached. */
function serviceIntervalChange(body: ServiceIntervalBody, minutes?: number): OutboxChange {
  return {
    kind: updateServiceIntervalKind.kind,
    target: SERVICE_INTERVAL_TARGET,
    ...(minutes
      ? labelled('settings.change.intervalMinutes', { minutes })
      : labelled('settings.change.interval')),
    method: 'PUT',
    path: apiPaths.updateServiceInterval,
    body: jsonBody(body),
  };
}

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
      // The app's own words: the API keeps the spec's "Service interval Updated" (docs/decisions.md,
      // Routes and screens).
      notifySuccess(translate('settings.intervalSaved'));
      await queryClient.invalidateQueries({ queryKey: businessSettingsKeys.serviceInterval() });
    },
  });
}
