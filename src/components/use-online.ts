import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser is online, as it says; follows its online and offline events. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
