import { fireEvent } from '@testing-library/react';

/** The browser going offline or back online as the portal sees it: `navigator.onLine` and the event. */
export const setBrowserOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  fireEvent(window, new Event(online ? 'online' : 'offline'));
};
