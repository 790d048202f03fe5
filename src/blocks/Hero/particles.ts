import { loadBasic } from '@tsparticles/basic';
import { tsParticles } from '@tsparticles/engine';

let ready: Promise<void> | undefined;

/**
 * Starts the particle animation inside `element` and returns a function that stops it. Loaded on
 * demand by ParticleField: the basic bundle (circles that drift) keeps this chunk small.
 */
export async function startParticles(element: HTMLElement, { count, still }: { count: number; still: boolean }) {
  ready ??= loadBasic(tsParticles);
  await ready;
  const container = await tsParticles.load({
    element,
    options: {
      fullScreen: { enable: false },
      background: { color: { value: 'transparent' } },
      detectRetina: true,
      fpsLimit: 60,
      particles: {
        number: { value: count },
        color: { value: '#ffffff' },
        opacity: { value: { min: 0.15, max: 0.5 } },
        size: { value: { min: 1, max: 3 } },
        move: { enable: !still, speed: 0.6, outModes: { default: 'out' } },
      },
    },
  });
  return () => container?.destroy();
}
