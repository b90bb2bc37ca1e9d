import { Notifications } from '@mantine/notifications';

/** Mantine's alert container with its transitions and scroll lock: loaded with the first alert. */
export default function NotificationsContainer() {
  return <Notifications position="top-right" limit={5} />;
}
