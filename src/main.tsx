// The app's entry: Mantine, notifications, the query client and the router.
// First: crypto.randomUUID over plain HTTP on the salon's network (src/lib/random-uuid-fallback.ts).
import './lib/random-uuid-fallback';
import './lib/zod-jitless';
import './app/styles/shell-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME } from './app/color-scheme';
import { NotificationsHost } from './app/notifications-host';
import { createQueryClient, saveQueryCacheNow } from './app/query-client';
import { RestoredRouter } from './app/restored-router';
import { createAppRouter } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { installSessionExpiry } from './features/auth/hooks/end-session';
import { startLanguageLoaded } from './lib/i18n/language-store';
import { getToken } from './lib/session/token-store';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
installSessionExpiry(queryClient, () => router.navigate({ to: '/login' }));
window.addEventListener('pagehide', () => saveQueryCacheNow(queryClient));
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') saveQueryCacheNow(queryClient);
});
// Its own chunk (workbox-window): nothing on the first screen waits for it.
void import('./app/service-worker').then((worker) => worker.registerServiceWorker());

// The first render waits for the current language's public words, a chunk of their own
// (docs/decisions.md, Languages); the signed-in screens wait for the office's (routes/_authed.tsx).
// Should it not load, the screens still render, their words as keys, rather than none.
void startLanguageLoaded({ signedIn: getToken() !== null })
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme={DEFAULT_COLOR_SCHEME}
        >
          <NotificationsHost />
          <RestoredRouter queryClient={queryClient} router={router} />
        </MantineProvider>
      </StrictMode>,
    ),
  );
