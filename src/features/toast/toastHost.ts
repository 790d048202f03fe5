import { createStore } from 'zustand/vanilla';

/**
 * Whether the toast host is on the page: it mounts with the first toast so pages load less code.
 * Vanilla, so a static page can mount the host then (src/app/entry-static.ts).
 */
export const toastHostStore = createStore<{ mounted: boolean }>()(() => ({ mounted: false }));
