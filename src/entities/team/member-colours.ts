// The colour each team member's bookings take in the calendar: one of the contract's Mantine
// palette names, so light and dark mode each get the theme's own shade (docs/decisions.md, Team).
// The suggestion is for a new member: the first colour no member uses yet, so three stylists
// start apart without the owner choosing.
import { TEAM_COLORS, type TeamColor } from '@contract/team';

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

/**
 * A booking block's background for its member's colour: white text on it keeps at least 4.5:1
 * (WCAG AA) in light and dark mode alike. Mantine's shade 9 does for most colours; orange, green,
 * lime and yellow are darkened further, as their shade 9 is too light for white text.
 */
const EVENT_BACKGROUNDS: Record<TeamColor, string> = {
  blue: '#1864ab',
  teal: '#087f5b',
  grape: '#862e9c',
  orange: '#a63a0c',
  pink: '#a61e4d',
  cyan: '#0b7285',
  green: '#237032',
  violet: '#5f3dc4',
  red: '#c92a2a',
  indigo: '#364fc7',
  lime: '#3f6b06',
  yellow: '#8a4a00',
  gray: '#495057',
  dark: '#25262b',
};

export function memberEventColour(colour: TeamColor): string {
  return EVENT_BACKGROUNDS[colour];
}
