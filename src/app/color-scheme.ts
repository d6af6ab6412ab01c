// Light, dark or the device's choice (docs/decisions.md, Dark mode): remembered on this device in
// localStorage, under the key public/color-scheme.js reads before the first paint.
import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';

/** Until the owner picks one, the scheme follows the device (prefers-color-scheme). */
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

export const colorSchemeManager = localStorageColorSchemeManager({
  key: COLOR_SCHEME_STORAGE_KEY,
});
