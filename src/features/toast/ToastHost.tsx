import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/notifications/styles.layer.css';

/**
 * Where toasts appear: bottom-left, at most 3 visible, hidden after 5000 ms; enter in 225 ms
 * (Mantine uses one duration for both directions, so the intended 195 ms exit is 225 here).
 */
export default function ToastHost() {
  return <Notifications position="bottom-left" limit={3} autoClose={5000} transitionDuration={225} zIndex={1000} />;
}
