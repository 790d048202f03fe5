import type { StoreApi } from 'zustand';

/**
 * A story's `beforeEach` that puts a store in the state a real submission would leave it in, and
 * puts it back afterwards: `beforeEach: withState({ loading: true, progress: 0.45 })`. `shared` is
 * the state every story of the file starts from, under its own.
 */
export const storyState =
  <State>(store: Pick<StoreApi<State>, 'setState'>, reset: () => void, shared: Partial<State> = {}) =>
  (state: Partial<State>) =>
  () => {
    store.setState({ ...shared, ...state });
    return reset;
  };
