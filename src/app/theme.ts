// The one Mantine theme: the app's colours and type, shared by the app and component tests.
// Shades are chosen for contrast (WCAG AA, checked with axe): white on teal.9 is 5.0:1, where
// Mantine's default teal.6 gives 2.55:1.
import { createTheme, type CSSVariablesResolver, type NotificationProps } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Not Notification.extend(): that would bring the component into the entry chunk, and the
    // notifications host loads only with the first notification (src/app/notifications-host.tsx).
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close alert' },
        styles: { description: { color: 'var(--mantine-color-gray-7)' } },
      } satisfies Partial<NotificationProps>,
    },
  },
});

/** Mantine's default dimmed grey (gray.6) fails WCAG AA contrast on white; gray.7 passes. */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': mantineTheme.colors.gray[7] },
  dark: {},
});
