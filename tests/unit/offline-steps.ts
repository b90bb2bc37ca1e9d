import { fireEvent } from '@testing-library/react';

/** The browser going offline or back online as the portal sees it: `navigator.onLine` and the event. */
export const setBrowserOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  fireEvent(window, new Event(online ? 'online' : 'offline'));
};

/**
 * The browser going offline or back online, and with it the test's network (`network.offline`,
 * which its replaced modules read: their code cannot arrive while it is set).
 */
export const networkSwitch =
  (network: { offline: boolean }) =>
  (online: boolean): void => {
    network.offline = !online;
    setBrowserOnline(online);
  };
