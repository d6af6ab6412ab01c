// Query keys of the appointment reads, so every list can be refreshed under one prefix.
export const appointmentKeys = {
  all: ['appointments'] as const,
  latest: () => [...appointmentKeys.all, 'latest'] as const,
  upcoming: () => [...appointmentKeys.all, 'upcoming'] as const,
  past: () => [...appointmentKeys.all, 'past'] as const,
  calendar: () => [...appointmentKeys.all, 'calendar'] as const,
};
