import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/notifications/styles.css';

/**
 * Where toasts appear: bottom-left, at most 3 visible, hidden after 5000 ms; enter in 225 ms
 * (Mantine uses one duration for both directions, so the intended 195 ms exit is 225 here).
 */
export default function ToastHost() {
  return <Notifications position="bottom-left" limit={3} autoClose={5000} transitionDuration={225} zIndex={1000} />;
}
