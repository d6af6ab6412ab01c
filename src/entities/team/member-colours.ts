// The colour each team member's bookings take in the calendar: one of the contract's Mantine
// palette names, so light and dark mode each get the theme's own shade (docs/decisions.md, Team).
// The suggestion is for a new member: the first colour no member uses yet, so three stylists
// start apart without the owner choosing.
import { TEAM_COLORS, type TeamColor } from '../../../contract/team';

/** The first colour no member uses; the palette goes round once all are taken. */
export function suggestMemberColour(usedColours: readonly TeamColor[]): TeamColor {
  const used = new Set(usedColours);
  return (
    TEAM_COLORS.find((colour) => !used.has(colour)) ??
    TEAM_COLORS[usedColours.length % TEAM_COLORS.length] ??
    TEAM_COLORS[0]
  );
}

/** The calendar's colour for a booking whose member this device does not know (yet). */
export const UNKNOWN_MEMBER_COLOUR: TeamColor = 'gray';
