import { createElement, lazy, type ComponentType } from 'react';

export interface LazyBlock<P> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the block's code; resolved blocks then render synchronously (prerender, hydration). */
  preload: () => Promise<unknown>;
}

/**
 * A block whose code loads on demand, so a route downloads only the blocks it shows. Once
 * preloaded it renders without suspending, which keeps hydration of prerendered HTML exact.
 */
export function lazyBlock<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyBlock<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Block = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Block, { preload });
}
