// Query keys of the business's opening hours: the weekdays (GET /api/day_weeks/) and the
// availability settings (breaks, closed dates, special hours). Business settings edits them and
// the calendar shades by them, so both read one cached copy (docs/architecture.md, Layout and
// import rules).
const BUSINESS_SETTINGS = ['business-settings'] as const;

export const openingHoursKeys = {
  weekDays: () => [...BUSINESS_SETTINGS, 'week-days'] as const,
  availability: () => [...BUSINESS_SETTINGS, 'availability'] as const,
};
