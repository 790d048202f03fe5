import { bindStore } from '../../stores/bind';
import { toastHostStore } from './toastHost';

/** The spec's toast variants. */
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

/** Shows a toast bottom-left (at most 3 at once, 5000 ms unless persistent). */
export async function toast({ message, title, variant = 'default', persistent = false }: ToastOptions): Promise<void> {
  const { notifications } = await import(/* webpackChunkName: "toasts" */ '@mantine/notifications');
  toastHostStore.setState({ mounted: true });
  notifications.show({
    message,
    title,
    color: colors[variant],
    autoClose: persistent ? false : 5000,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    'data-variant': variant,
  } as Parameters<typeof notifications.show>[0]);
}
