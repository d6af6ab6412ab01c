// Query keys of the business's opening hours: the weekdays (GET /api/day_weeks/), the
// availability settings (breaks, closed dates, special hours) and the service interval. Business
// settings edits them, the calendar shades by them and the New booking form's free times offline
// step by the interval, so all read one cached copy (docs/architecture.md, Layout and import
// rules).
const BUSINESS_SETTINGS = ['business-settings'] as const;

export const openingHoursKeys = {
  weekDays: () => [...BUSINESS_SETTINGS, 'week-days'] as const,
  availability: () => [...BUSINESS_SETTINGS, 'availability'] as const,
  serviceInterval: () => [...BUSINESS_SETTINGS, 'service-interval'] as const,
};
