// The buttons that add and remove a split day's second range (docs/decisions.md, Split days), one
// look wherever a day's hours are edited: the business's weekdays and a team member's own hours.
// Each caller words them (an opening range for the business, a member's range for a member).
import { Button } from '@mantine/core';

interface SecondRangeButtonProps {
  /** What the button says. */
  label: string;
  /** Its accessible name, with the day: one button per day on screen. */
  name: string;
  onClick: () => void;
}

/** "Add a second range" under an open day's times that has none yet. */
export function AddSecondRangeButton({ label, name, onClick }: SecondRangeButtonProps) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClick} aria-label={name}>
      {label}
    </Button>
  );
}

/** "Remove the second range" where "Add a second range" was: under the second range's times. */
export function RemoveSecondRangeButton({ label, name, onClick }: SecondRangeButtonProps) {
  return (
    <Button variant="subtle" color="red" size="compact-sm" onClick={onClick} aria-label={name}>
      {label}
    </Button>
  );
}
