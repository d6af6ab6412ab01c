// The product's logo: a small mark and the product name, shared by the top bar and public screens.
import { Group, Text, ThemeIcon } from '@mantine/core';

export const PRODUCT_NAME = 'Salon Back Office';

/** `nameFrom`: below this breakpoint only the mark shows (the phone top bar is narrow). */
export function BrandMark({ nameFrom }: { nameFrom?: 'xs' }) {
  return (
    <Group gap={8} wrap="nowrap" style={{ flexShrink: 0 }}>
      <ThemeIcon radius="xl" size={32} variant="filled" aria-hidden>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="6" cy="6" r="3" />
          <circle cx="6" cy="18" r="3" />
          <path d="M20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12" />
        </svg>
      </ThemeIcon>
      <Text
        component="span"
        fw={700}
        size="lg"
        visibleFrom={nameFrom}
        c="var(--mantine-color-text)"
        style={{ whiteSpace: 'nowrap' }}
      >
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
