// The colour each team member's bookings take in the calendar. A member
// stores their own colour; the palette only suggests one for a new member, the first that no
// member uses yet, so three stylists start apart without the owner choosing.

/**
 * Colours a booking block can carry with white text at a contrast of at least 4.5:1, in the light
 * and the dark scheme alike (axe checks the calendar in both).
 */
export const MEMBER_PALETTE = [
  '#1864ab',
  '#a61e4d',
  '#2b8a3e',
  '#862e9c',
  '#c92a2a',
  '#0b7285',
  '#5f3dc4',
  '#a94300',
] as const;

/** The colour the calendar falls back to when a booking's member is unknown to this device. */
export const UNKNOWN_MEMBER_COLOUR = '#495057';

/** The first palette colour no member uses; the palette goes round once all are taken. */
export function suggestMemberColour(usedColours: readonly string[]): string {
  const used = new Set(usedColours.map((colour) => colour.toLowerCase()));
  const free = MEMBER_PALETTE.find((colour) => !used.has(colour));
  return free ?? MEMBER_PALETTE[usedColours.length % MEMBER_PALETTE.length] ?? MEMBER_PALETTE[0];
}
