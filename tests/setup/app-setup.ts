// jsdom lacks what Mantine measures with; stub it once for every component test. Every screen
// saves through the outbox, so it runs here too, on a fake IndexedDB, for a signed-in owner.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { registerCatalog } from '../../src/lib/i18n/catalogs';
import { outbox } from '../../src/lib/offline/outbox';
import { appEn, appNb } from '../shared/app-catalogs';
import { mediaQueryList } from './media-queries';
import { TEST_OWNER_ID } from './owner-fixture';

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;
// Mantine's autosize Textarea listens to font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
// Both languages' whole catalogs at once: a test switches with resetLanguageForTests and renders
// straight away (the app loads each language's parts as they are needed, src/lib/i18n/catalogs.ts).
registerCatalog('en', appEn);
registerCatalog('nb', appNb);

Element.prototype.scrollIntoView ??= () => {};
Element.prototype.scrollTo ??= () => {};
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });
window.HTMLElement.prototype.hasPointerCapture ??= () => false;

// Mantine transitions and lazy chunks can take longer than 1 s on a busy two-core CI machine, and
// a screen's first render took over 9 s there with other suites running (tests/README.md, Rules).
configure({ asyncUtilTimeout: 15_000 });

beforeEach(async () => {
  await outbox.start(TEST_OWNER_ID);
});

afterEach(async () => {
  cleanup();
  outbox.stop();
  // A change a test left pending must not be sent into the next test's server.
  await outbox.clear(TEST_OWNER_ID);
  localStorage.clear();
});
