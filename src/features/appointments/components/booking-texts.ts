// Texts of the diary's team pieces (who performs a booking), in one place for the coming Norwegian
// translation (docs/glossary.md).
export const bookingTexts = {
  with: 'With',
  anyoneAvailable: 'Anyone available',
  memberMissingServices: (name: string) => `${name} (does not perform every chosen service)`,
  everyone: 'Everyone',
  /** The corner above the day view's member lanes. */
  lanesHeading: 'Team',
  memberFilter: 'Team member',
  newBookingForClient: 'New booking',
} as const;
