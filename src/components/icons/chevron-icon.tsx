// A small chevron for expandable rows, sort headers and menus, turned to point where it leads.
import { LineIcon } from './line-icon';

interface ChevronIconProps {
  direction: 'up' | 'down' | 'left' | 'right';
  size?: number;
}

const ROTATION = { down: 0, up: 180, left: 90, right: -90 } as const;

export function ChevronIcon({ direction, size = 16 }: ChevronIconProps) {
  return (
    <LineIcon
      size={size}
      style={{ transform: `rotate(${ROTATION[direction]}deg)`, transition: 'transform 150ms ease' }}
    >
      <path d="M6 9l6 6 6-6" />
    </LineIcon>
  );
}
