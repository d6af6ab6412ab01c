// The booking page's component tests: jsdom and jest-dom only; none of the back office's setup
// (its outbox, Mantine stubs), as the page carries none of its code.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 15_000 });
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});
