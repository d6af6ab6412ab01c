// Query keys of the business settings, in one place so invalidations match the queries exactly;
// and the outbox targets its pending changes mark.
export const businessSettingsKeys = {
  all: ['business-settings'] as const,
  weekDays: () => [...businessSettingsKeys.all, 'week-days'] as const,
  serviceInterval: () => [...businessSettingsKeys.all, 'service-interval'] as const,
  intervalTypes: () => [...businessSettingsKeys.all, 'interval-types'] as const,
};

/** What a pending change alters, as the screens' "Pending" marks name it. */
export const weekDayTarget = (dayId: number) => `weekday:${dayId}`;
export const SERVICE_INTERVAL_TARGET = 'service-interval';
export const BUSINESS_INFO_TARGET = 'business-info';
