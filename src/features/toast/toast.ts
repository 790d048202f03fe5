import { create } from 'zustand';

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

/** Whether the toast host is on the page; it mounts with the first toast so pages load less code. */
export const useToastHost = create<{ mounted: boolean }>()(() => ({ mounted: false }));

/** Shows a toast bottom-left (at most 3 at once, 5000 ms unless persistent). */
export async function toast({ message, title, variant = 'default', persistent = false }: ToastOptions): Promise<void> {
  const { notifications } = await import(/* webpackChunkName: "toasts" */ '@mantine/notifications');
  useToastHost.setState({ mounted: true });
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
