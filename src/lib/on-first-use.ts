/**
 * The one way code is loaded on first use (`import()` anywhere else in src/ is refused by lint):
 * a dialog, a screen, the palette, a menu, a part a page paints after its first frame, a module
 * of rules or a file writer. `onFirstUse(() => import('./x'))` loads it once:
 *
 * - a load that failed is not kept: the next use tries again. Where the browser keeps a failed
 *   fetch of code failed until a reload (Chromium does), a use that fails while online reloads
 *   the page once, at its address, with what was typed kept (src/lib/code-reload.ts);
 * - `whenOnline()` waits while the browser is offline and tries again once it is back (a part the
 *   page paints by itself keeps its placeholder meanwhile, rather than failing the page);
 * - `load()` fails at once, for what the user asked for and is told about (a dialog's note);
 * - `preload()` starts it ahead (a pointer resting on the button that opens it); its failure
 *   waits for the use and never reloads the page.
 *
 * React's side (a dialog's note in place, a part's placeholder, a route's screen):
 * `src/components/first-use/` (lazyDialog, lazyPart, lazyScreen).
 */
import { isCodeLoadError, reloadForCode } from './code-reload';

export type FirstUse<T> = {
  load: () => Promise<T>;
  whenOnline: () => Promise<T>;
  preload: () => void;
  /** What has loaded, or undefined. */
  loaded: () => T | undefined;
};

const onceOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

export const onFirstUse = <T>(importer: () => Promise<T>): FirstUse<T> => {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const fetchOnce = () =>
    (loading ??= importer().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const load = () =>
    fetchOnce().catch((error: unknown) => {
      // The page is going away: what would report the failure waits for the new one.
      if (isCodeLoadError(error) && reloadForCode()) return new Promise<T>(() => undefined);
      throw error;
    });
  const whenOnline = (): Promise<T> =>
    load().catch(async (error: unknown) => {
      if (navigator.onLine) throw error;
      await onceOnline();
      return whenOnline();
    });
  return {
    load,
    whenOnline,
    preload: () => void fetchOnce().catch(() => undefined),
    loaded: () => value,
  };
};
