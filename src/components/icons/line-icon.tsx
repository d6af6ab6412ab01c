// The frame of the app's few line icons (there is no icon package): 24-unit strokes in the text
// colour. Decorative only: every control that shows one also has an accessible name.
import type { CSSProperties, ReactNode } from 'react';

export function LineIcon({
  size = 16,
  style,
  children,
}: {
  size?: number;
  style?: CSSProperties;
  children: ReactNode;
}) {
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
      style={style}
    >
      {children}
    </svg>
  );
}
