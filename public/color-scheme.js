// Sets the colour scheme before the first paint, so a dark screen never flashes white while the
// app loads (Mantine's ColorSchemeScript, as a file: the CSP allows no inline script). Keep the key
// and values in step with src/app/color-scheme.ts (src/app/color-scheme.test.ts runs this file).
(function () {
  try {
    var stored = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme = stored === 'light' || stored === 'dark' ? stored : 'auto';
    if (scheme === 'auto') {
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // No storage (a private window's quota) or no matchMedia: the app sets it once it starts.
  }
})();
