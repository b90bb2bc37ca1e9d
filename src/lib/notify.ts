/** Alerts at the top right: 3000 ms by default; errors stay until closed. */
import { notifications } from '@mantine/notifications';

export const ALERT_AUTO_CLOSE_MS = 3000;

export const notify = {
  success: (message: string, options?: { autoClose?: number; id?: string }) =>
    notifications.show({
      id: options?.id,
      message,
      color: 'green',
      autoClose: options?.autoClose ?? ALERT_AUTO_CLOSE_MS,
    }),
  info: (message: string, options?: { autoClose?: number }) =>
    notifications.show({ message, color: 'blue', autoClose: options?.autoClose ?? ALERT_AUTO_CLOSE_MS }),
  warning: (message: string) =>
    notifications.show({ message, color: 'yellow', autoClose: ALERT_AUTO_CLOSE_MS }),
  error: (message: string, options?: { title?: string }) =>
    notifications.show({ message, title: options?.title, color: 'red', autoClose: false, role: 'alert' }),
};
