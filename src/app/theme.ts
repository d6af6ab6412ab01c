// The one Mantine theme: the app's colours and type, shared by the app and component tests.
// Shades are chosen for contrast (WCAG AA, checked with axe in both colour schemes): white on
// teal.9 is 5.0:1, where Mantine's default teal.6 gives 2.55:1 (and teal.8, its dark default, 3.95:1).
import {
  createTheme,
  type CSSVariablesResolver,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Not Notification.extend(): that would bring the component into the entry chunk, and the
    // notifications host loads only with the first notification (src/app/notifications-host.tsx).
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close alert' },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      } satisfies Partial<NotificationProps>,
    },
    // Mantine's modal close button is an unnamed "×" (axe: button-name, a serious violation).
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close' },
      } satisfies Partial<ModalProps>,
    },
  },
});

/**
 * Mantine's default dimmed grey (gray.6) fails WCAG AA contrast on white; gray.7 passes. Its
 * error red (red.6, #fa5252) is 3.3:1 on white for field errors and red text; red.9 is 5.5:1.
 * Under a hovering mouse a primary button is darker teal (6.6:1), not lighter.
 * Dark (docs/decisions.md, Dark mode): dimmed dark.1 is 6.9:1 on an input (dark.6) where Mantine's
 * dark.2 is 3.5:1, and error red.4 is 5.9:1 where red.8 is 3.0:1.
 * `--app-color-surface-muted` is the faint panel behind the public screens, an opened table row
 * and the calendar's days outside the month: gray.0 in light, a shade below the body in dark.
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
    '--app-color-surface-muted': mantineTheme.colors.gray[0],
  },
  dark: {
    '--mantine-color-dimmed': mantineTheme.colors.dark[1],
    '--mantine-color-error': mantineTheme.colors.red[4],
    '--mantine-primary-color-filled-hover': '#066649',
    '--app-color-surface-muted': mantineTheme.colors.dark[8],
  },
});
