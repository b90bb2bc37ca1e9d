/**
 * The alerts' container, loaded with the first alert rather than with the first page: the login
 * page has no use for its transitions, scroll lock and positioning until something is announced.
 * `notify` (src/lib/notify.ts) writes to Mantine's notifications store whether the container is
 * there or not; this component watches the store and mounts the container once the store holds
 * an alert, which then shows every alert raised so far, including those raised before it loaded.
 */
import { useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyPart } from '@/components/first-use/lazy-part';

/**
 * The container's code; when it cannot load (the browser went offline before the first alert),
 * it is tried again once the browser is back online, rather than failing the page it sits in.
 */
const NotificationsContainer = lazyPart(() =>
  import('./notifications-container').then((module) => module.default),
);

/** Starts loading the container ahead of the first alert (the pages after login raise one). */
export const preloadNotifications = NotificationsContainer.preload;

/**
 * Loads the container and says when it is there. The shell waits for it: an alert it raises
 * offline ('this page has not been loaded yet') needs the container's code, which cannot arrive
 * then. A failure is left for the first alert to meet.
 */
export const loadNotifications = () =>
  NotificationsContainer.load().then(
    () => undefined,
    () => undefined,
  );

export const LazyNotifications = () => {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted, the container stays: it animates alerts out and back in on its own.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
};
