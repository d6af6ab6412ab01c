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

/**
 * Mantine's default dimmed grey (gray.6) fails WCAG AA contrast on white; gray.7 passes. Its
 * error red (red.6, #fa5252) is 3.3:1 on white for field errors and red text; red.9 is 5.5:1.
 * Under a hovering mouse a primary button is darker teal (6.6:1), not lighter.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-error': mantineTheme.colors.red[9],
    '--mantine-color-red-text': mantineTheme.colors.red[9],
    '--mantine-color-red-light-color': mantineTheme.colors.red[9],
    // Mantine lightens a filled button under the mouse (teal.8: 3.9:1 under white text); darken.
    '--mantine-primary-color-filled-hover': '#066649',
  },
  dark: {},
});
