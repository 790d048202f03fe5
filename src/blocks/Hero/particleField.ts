import { whenIdle } from '../../lib/whenIdle';

/** Whether the visitor asked for less: reduced motion, or Save-Data on their connection. */
function wantsLess(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData === true;
}

/**
 * Starts the particles of a `[data-particles]` layer once the page is idle, never for visitors who
 * prefer reduced motion or save data. `data-enhanced` says how it went: 'true' once they run,
 * 'off' when they are not wanted (visual tests wait until it is no longer 'false'). The same code
 * serves the app (ParticleField) and static pages (src/app/entry-static.ts). Returns a cancel.
 */
export function startParticleField(element: HTMLElement): () => void {
  let stop: (() => void) | undefined;
  let active = true;
  const cancel = whenIdle(() => {
    if (wantsLess()) {
      element.dataset.enhanced = 'off';
      return;
    }
    void import(/* webpackChunkName: "hero-particles" */ './particles').then(({ startParticles }) => {
      if (!active) return;
      stop = startParticles(element, { count: Number(element.dataset.particles) });
      element.dataset.enhanced = 'true';
    });
  });
  return () => {
    active = false;
    cancel();
    stop?.();
  };
}
