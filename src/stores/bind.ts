import { useStore, type StoreApi } from 'zustand';

/**
 * A vanilla store as the hook zustand's `create` would have made (`useX(selector)` plus
 * getState/setState/subscribe). The stores a static page reads before any React loads are vanilla
 * (*Store.ts); components use them through such a hook.
 */
export function bindStore<S>(store: StoreApi<S>) {
  function useBound(): S;
  function useBound<T>(selector: (state: S) => T): T;
  function useBound<T>(selector?: (state: S) => T) {
    return useStore(store, selector ?? ((state: S) => state as unknown as T));
  }
  return Object.assign(useBound, store);
}
