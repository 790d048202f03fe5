/**
 * Runs `task` once the browser is idle after the page became interactive, so optional extras
 * (a carousel, an animation) never compete with hydration or the largest paint. Returns a cancel.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/** Runs `done` once the browser has painted the frame that follows (a shown banner or dialog). */
export function afterNextPaint(done: () => void): void {
  requestAnimationFrame(() => window.setTimeout(done));
}
