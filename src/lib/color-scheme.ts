/**
 * The colour scheme (light, dark or as the system says) is a preference of the device, like the
 * interface language: kept in localStorage under this key by Mantine's colour scheme manager, read
 * before the first paint by public/color-scheme.js, and kept at logout (src/lib/session.ts).
 *
 * public/color-scheme.js is a file of its own, loaded by index.html ahead of everything else, so
 * that a dark page never flashes light; not an inline script, which the Content-Security-Policy
 * forbids (only the portal's own script files run), and not part of the bundle, whose module
 * scripts run only after the page may have painted.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'portal.colorScheme';

/** Until the user chooses, the portal follows the system. */
export const DEFAULT_COLOR_SCHEME = 'auto';
