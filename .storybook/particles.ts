import { EventType, setRandom, tsParticles } from '@tsparticles/engine';

/** mulberry32: a tiny seeded generator, so the same seed gives the same sequence on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The hero's particle field (src/blocks/Hero/particles.ts) places its particles with the engine's
 * random source. In Storybook every particle container starts from the same seed when it is built,
 * so a field takes the same places on every render and every run, however many came before it;
 * under reduced motion (which the visual captures ask for) it then holds still.
 */
export function seedParticleFields(): void {
  tsParticles.addEventListener(EventType.containerBuilt, () => setRandom(seeded(2026)));
}
