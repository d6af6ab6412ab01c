// Media queries in component tests: jsdom has no matchMedia, so app-setup.ts gives one that
// matches nothing, and a test of a phone layout says which queries a 390 px screen matches.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/** A list that never changes: what `matchMedia(query)` answers in a test. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/**
 * From now on the screen is a phone's: the `phoneQueries` (the product's own, imported) match and
 * every other query does not. Undone by `mockRestore` or `vi.restoreAllMocks()`.
 */
export function matchPhoneWidth(...phoneQueries: string[]): MockInstance<typeof window.matchMedia> {
  return vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => mediaQueryList(query, phoneQueries.includes(query)));
}

/** Inside a `describe`: each of its tests runs on a phone's screen (see `matchPhoneWidth`). */
export function onPhoneWidth(...phoneQueries: string[]): void {
  let phone: MockInstance<typeof window.matchMedia> | undefined;
  beforeEach(() => {
    phone = matchPhoneWidth(...phoneQueries);
  });
  afterEach(() => {
    phone?.mockRestore();
  });
}
