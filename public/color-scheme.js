/* global window, document */
// Sets the colour scheme the user chose (src/lib/color-scheme.ts) before the first paint, so a
// dark page never flashes light. A file rather than an inline script: the Content-Security-Policy
// allows only the portal's own script files.
try {
  var scheme = localStorage.getItem('portal.colorScheme');
  var dark =
    scheme === 'dark' || (scheme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
} catch {
  // Storage or matchMedia unavailable: the light scheme of index.html stays.
}
