/* global window, document */
// The kept colour scheme on <html> before the first paint (see src/lib/color-scheme.ts).
try {
  var scheme = localStorage.getItem('portal.colorScheme');
  var dark =
    scheme === 'dark' || (scheme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
} catch {
  // No storage or matchMedia: the light scheme of index.html stays.
}
