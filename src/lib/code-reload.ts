/**
 * A piece of the portal's code the browser could not fetch (the connection dropped while it
 * loaded) stays failed until the page is reloaded: Chromium keeps a failed module fetch for the
 * page's life, so trying the import again fails again, and so does every page that shares that
 * piece. Once the browser is online, the page reloads itself at the address the user is on; what
 * they typed is kept through a reload (drafts). At most once in a while: code that is really
 * missing shows the error screen rather than reloading again and again.
 */

const RELOADED_AT_KEY = 'portal:code-reloaded-at';
/** A second failure this soon after such a reload is not the connection's doing. */
const AGAIN_AFTER_MS = 30_000;

/** Whether the error is the browser failing to fetch a piece of the app's code (a chunk, its CSS). */
export const isCodeLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|importing a module script failed|unable to preload css/i.test(error.message);

/** Whether such a reload would happen now: online, and none was just done. */
export const mayReloadForCode = (now = Date.now()): boolean => {
  if (!navigator.onLine) return false;
  try {
    const last = sessionStorage.getItem(RELOADED_AT_KEY);
    return last === null || !(now - Number(last) < AGAIN_AFTER_MS);
  } catch {
    // Without storage there is no guard against reloading again and again: no reload.
    return false;
  }
};

/** Reloads the page for code that could not load, when it may (above); true if it does. */
export const reloadForCode = (now = Date.now()): boolean => {
  if (!mayReloadForCode(now)) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  window.location.reload();
  return true;
};
