/**
 * The colour scheme (light, dark or as the system says) is a preference of the device, like the
 * interface language: kept in localStorage under this key by Mantine's colour scheme manager, read
 * before the first paint by public/color-scheme.js, and kept at logout (src/lib/session.ts).
 */
export const COLOR_SCHEME_STORAGE_KEY = 'portal.colorScheme';

/** Until the user chooses, the portal follows the system. */
export const DEFAULT_COLOR_SCHEME = 'auto';
