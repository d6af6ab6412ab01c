import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaQueryList } from '@tests/setup/media-queries';
import {
  COLOR_SCHEME_STORAGE_KEY,
  colorSchemeManager,
  DEFAULT_COLOR_SCHEME,
} from '../../app/color-scheme';
import { cssVariablesResolver, theme } from '../../app/theme';
import { ColorSchemeMenu } from './color-scheme-menu';

const jsdomMatchMedia = window.matchMedia;

/** A device whose OS is set to dark (or not): prefers-color-scheme answers accordingly. */
function deviceIsDark(dark: boolean) {
  window.matchMedia = (query: string) =>
    mediaQueryList(query, dark && query.includes('prefers-color-scheme: dark'));
}

/** As src/main.tsx mounts the app: remembered choice, the device's scheme by default. */
function renderMenu() {
  return render(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      <ColorSchemeMenu />
    </MantineProvider>,
  );
}

const shownScheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

// jsdom has no layout, so Floating UI's hide() middleware marks the dropdown as detached
// (display: none): look past that.
const hidden = { hidden: true };

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Colour scheme' }));
  await screen.findByRole('menu', hidden);
}

const choice = (name: string) => screen.getByRole('menuitemradio', { name, ...hidden });

describe('ColorSchemeMenu', () => {
  beforeEach(() => deviceIsDark(true));
  afterEach(() => {
    window.matchMedia = jsdomMatchMedia;
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it("follows the device's dark scheme until a choice is made", async () => {
    renderMenu();
    expect(shownScheme()).toBe('dark');
    await openMenu();
    expect(choice('Same as device')).toHaveAttribute('aria-checked', 'true');
    expect(choice('Dark')).toHaveAttribute('aria-checked', 'false');
  });

  it('remembers the chosen scheme on this device, over the next start', async () => {
    const first = renderMenu();
    await openMenu();
    await userEvent.click(choice('Light'));
    expect(shownScheme()).toBe('light');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    first.unmount();
    document.documentElement.removeAttribute('data-mantine-color-scheme');

    // The app starts again on the same dark device: the owner's choice wins.
    renderMenu();
    expect(shownScheme()).toBe('light');
    await openMenu();
    expect(choice('Light')).toHaveAttribute('aria-checked', 'true');
    // And back to the device's scheme.
    await userEvent.click(choice('Same as device'));
    expect(shownScheme()).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('auto');
  });

  it('chooses dark on a light device', async () => {
    deviceIsDark(false);
    renderMenu();
    expect(shownScheme()).toBe('light');
    await openMenu();
    await userEvent.click(choice('Dark'));
    expect(shownScheme()).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });
});
