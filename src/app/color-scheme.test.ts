// public/color-scheme.js runs before the app, from the page's <head>: it must read the key the app
// writes (src/app/color-scheme.ts) and resolve 'auto' the way Mantine does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme';

const script = readFileSync(resolve('public/color-scheme.js'), 'utf8');
const jsdomMatchMedia = window.matchMedia;

function runOnDevice(dark: boolean): string | null {
  window.matchMedia = (query: string) =>
    ({ matches: dark && query === '(prefers-color-scheme: dark)' }) as MediaQueryList;
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  // The file as the browser runs it: a classic script in the global scope.
  new Function(script)();
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

describe('public/color-scheme.js', () => {
  afterEach(() => {
    window.matchMedia = jsdomMatchMedia;
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it("follows the device when nothing or 'auto' is stored", () => {
    expect(runOnDevice(true)).toBe('dark');
    expect(runOnDevice(false)).toBe('light');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'auto');
    expect(runOnDevice(true)).toBe('dark');
  });

  it("keeps the owner's stored choice whatever the device says", () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    expect(runOnDevice(true)).toBe('light');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    expect(runOnDevice(false)).toBe('dark');
  });

  it('ignores a value it does not know', () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'purple');
    expect(runOnDevice(false)).toBe('light');
  });
});
