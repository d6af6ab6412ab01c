// PUT /api/business-settings/availability (through the outbox): online booking on or off, clients
// at the same time, the minimum notice and how far ahead clients may book, all four at once.
import { useQueryClient } from '@tanstack/react-query';
import { translate } from '@/lib/i18n/use-t';
import { apiPaths } from '@contract/api-paths';
import {
  type AvailabilityRules,
  type AvailabilitySettings,
  availabilityRulesSchema,
  availabilityRulesUpdateResponseSchema,
} from '@contract/availability-settings';
import { formatDuration } from '@/lib/format/duration';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import {
  AVAILABILITY_RULES_TARGET,
  availabilitySettingsKey,
  availabilityUpdate,
  useAvailabilityMutation,
} from './availability-settings';

export const updateAvailabilityRulesKind = defineChangeKind({
  kind: 'settings.availabilityRules',
  encoding: 'json',
  schema: availabilityRulesSchema,
  overlay: (rules) => [availabilityUpdate((settings) => ({ ...settings, ...rules }))],
});

export function availabilityRulesChange(rules: AvailabilityRules): OutboxChange {
  return {
    kind: updateAvailabilityRulesKind.kind,
    target: AVAILABILITY_RULES_TARGET,
    label: translate(
      rules.onlineBooking ? 'onlineBooking.change.rulesOn' : 'onlineBooking.change.rulesOff',
      {
        capacity: rules.capacity,
        notice: formatDuration(rules.minNoticeMinutes),
        days: rules.horizonDays,
      },
    ),
    method: 'PUT',
    path: apiPaths.availabilitySettings,
    body: jsonBody(rules),
  };
}

export function useUpdateAvailabilityRules() {
  const queryClient = useQueryClient();
  return useAvailabilityMutation(
    availabilityRulesChange,
    availabilityRulesUpdateResponseSchema,
    // The rules as the server stored them, at once: the form starts from them again.
    (response) =>
      queryClient.setQueryData<AvailabilitySettings>(availabilitySettingsKey, (settings) =>
        settings ? { ...settings, ...response.rules } : settings,
      ),
  );
}
