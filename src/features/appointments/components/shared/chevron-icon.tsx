// A small chevron for expandable rows and sort headers (no icon package in the app).
interface ChevronIconProps {
  direction: 'up' | 'down' | 'left' | 'right';
  size?: number;
}

const ROTATION = { down: 0, up: 180, left: 90, right: -90 } as const;

export function ChevronIcon({ direction, size = 16 }: ChevronIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ transform: `rotate(${ROTATION[direction]}deg)`, transition: 'transform 150ms ease' }}
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
