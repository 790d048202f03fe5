import { bindStore } from '../../stores/bind';
import { carry, TOAST_MS } from './carried';
import { toastHostStore } from './toastHost';

/** The kinds of toast, each with its colour. */
export type ToastVariant = 'default' | 'success' | 'warning' | 'error' | 'info';

export interface ToastOptions {
  message: string;
  title?: string;
  variant?: ToastVariant;
  /** Stays until closed instead of hiding after 5000 ms. */
  persistent?: boolean;
}

const colors: Record<ToastVariant, string | undefined> = {
  default: undefined,
  success: 'green',
  warning: 'yellow',
  error: 'red',
  info: 'blue',
};

/** Whether the toast host is on the page, for the app layout. */
export const useToastHost = bindStore(toastHostStore);

/**
 * Shows a toast bottom-left (at most 3 at once, 5000 ms unless persistent). One that is not
 * persistent is carried to the next page if the visitor is sent there before it closes.
 */
export async function toast(options: ToastOptions, duration = TOAST_MS): Promise<void> {
  const { message, title, variant = 'default', persistent = false } = options;
  const forget = persistent ? () => undefined : carry(options, Date.now() + duration);
  const { notifications } = await import(/* webpackChunkName: "toasts" */ '@mantine/notifications');
  toastHostStore.setState({ mounted: true });
  notifications.show({
    message,
    title,
    color: colors[variant],
    autoClose: persistent ? false : duration,
    onClose: forget,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    'data-variant': variant,
  });
}
