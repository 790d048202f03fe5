import type { StoreApi } from 'zustand';

/**
 * A story's `beforeEach` that puts a store in the state a real submission would leave it in, and
 * puts it back afterwards: `beforeEach: withState({ loading: true, progress: 0.45 })`.
 */
export const storyState =
  <State>(store: Pick<StoreApi<State>, 'setState'>, reset: () => void) =>
  (state: Partial<State>) =>
  () => {
    store.setState(state);
    return reset;
  };
