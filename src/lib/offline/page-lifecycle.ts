// The page going into the back/forward cache or being frozen, and coming back (docs/offline.md,
// Known browser traps): `pagehide`/`pageshow` on the window in every engine, `freeze`/`resume`
// on the document where the browser has them (Chromium). Outside a browser nothing listens.
export function listenForPageLifecycle(
  target: EventTarget | undefined,
  hidden: () => void,
  shown: () => void,
): void {
  const page = target ?? (typeof window === 'undefined' ? undefined : window);
  if (!page) return;
  page.addEventListener('pagehide', hidden);
  page.addEventListener('pageshow', shown);
  if (target === undefined && typeof document !== 'undefined') {
    document.addEventListener('freeze', hidden);
    document.addEventListener('resume', shown);
  }
}
