import type { EventEmitter } from 'node:events';

type Listener = Parameters<EventEmitter['on']>[1];

/**
 * Adds listeners to an emitter, in the order given; the returned function removes exactly those,
 * so code that watches a stream for a while cannot forget one when it stops watching.
 */
export function addListeners(emitter: EventEmitter, listeners: Record<string, Listener>): () => void {
  const entries = Object.entries(listeners);
  for (const [event, listener] of entries) emitter.on(event, listener);
  return () => {
    for (const [event, listener] of entries) emitter.off(event, listener);
  };
}
