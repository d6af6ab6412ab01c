// PUT /api/business-settings/availability (through the outbox): online booking on or off, clients
// at the same time, the minimum notice and how far ahead clients may book, all four at once.
import { useQueryClient } from '@tanstack/react-query';
import { labelled } from '@/lib/i18n/label-message';
import type { LabelValue } from '@/lib/offline/outbox-label';
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

/**
 * The notice as a label's value, worded again when shown: "2 hrs", "45 min". Hours and minutes
 * together ("1 hr 30 min") have no message of their own in the catalogs, so that text is kept
 * as it was written (in the language of the moment it was queued).
 */
function durationValue(totalMinutes: number): LabelValue {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return { key: 'duration.minutes', values: { count: rest } };
  if (rest === 0) return { key: 'duration.hours', values: { count: hours } };
  return formatDuration(minutes);
}

export function availabilityRulesChange(rules: AvailabilityRules): OutboxChange {
  return {
    kind: updateAvailabilityRulesKind.kind,
    target: AVAILABILITY_RULES_TARGET,
    ...labelled(
      rules.onlineBooking ? 'onlineBooking.change.rulesOn' : 'onlineBooking.change.rulesOff',
      {
        capacity: rules.capacity,
        notice: durationValue(rules.minNoticeMinutes),
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
