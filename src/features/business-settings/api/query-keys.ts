// Query keys of the business settings, in one place so invalidations match the queries exactly;
// and the outbox targets its pending changes mark. The weekdays' key is the opening-hours
// entity's, which the calendar reads too, and so is the service interval's.
import { openingHoursKeys } from '@/entities/opening-hours/api/opening-hours-keys';

export const businessSettingsKeys = {
  all: ['business-settings'] as const,
  weekDays: openingHoursKeys.weekDays,
  serviceInterval: openingHoursKeys.serviceInterval,
  intervalTypes: () => [...businessSettingsKeys.all, 'interval-types'] as const,
};

/** What a pending change alters, as the screens' "Pending" marks name it. */
export const weekDayTarget = (dayId: number) => `weekday:${dayId}`;
export const SERVICE_INTERVAL_TARGET = 'service-interval';
export const BUSINESS_INFO_TARGET = 'business-info';
