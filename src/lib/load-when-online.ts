/**
 * Code a page loads by itself after it has painted (`import()`), kept from failing the page while
 * the browser is offline: the load waits and is tried again once the browser is back online (the
 * part's placeholder stays meanwhile). Without it the failure reached the route's error screen and
 * the page's content was gone. Online a failure fails as before.
 */
export const loadWhenOnline = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch((error: unknown) => {
    if (navigator.onLine) throw error;
    return new Promise<T>((resolve) =>
      window.addEventListener('online', () => resolve(loadWhenOnline(load)), { once: true }),
    );
  });
