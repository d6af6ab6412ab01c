// Query keys of the business settings, in one place so invalidations match the queries exactly.
export const businessSettingsKeys = {
  all: ['business-settings'] as const,
  weekDays: () => [...businessSettingsKeys.all, 'week-days'] as const,
  serviceInterval: () => [...businessSettingsKeys.all, 'service-interval'] as const,
  intervalTypes: () => [...businessSettingsKeys.all, 'interval-types'] as const,
};
