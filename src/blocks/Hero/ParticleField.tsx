import { useEffect, useRef, useState } from 'react';
import { whenIdle } from '../shared/whenIdle';
import classes from './Hero.module.css';

/**
 * Decorative particles behind the hero text. The layer is an empty, absolutely positioned box in
 * the prerendered HTML (no layout shift, nothing for the largest paint to wait on); the animation
 * engine loads once the page is idle, and holds still for visitors who prefer reduced motion.
 * `data-enhanced` turns true once it runs, as on the logo carousel (the visual tests wait for it).
 */
export function ParticleField({ count }: { count: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    const cancel = whenIdle(() => {
      const element = ref.current;
      if (!element) return;
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      void import(/* webpackChunkName: "hero-particles" */ './particles').then(async ({ startParticles }) => {
        if (!active) return;
        const dispose = await startParticles(element, { count, still });
        if (active) {
          stop = dispose;
          setRunning(true);
        } else dispose();
      });
    });
    return () => {
      active = false;
      cancel();
      stop?.();
      setRunning(false);
    };
  }, [count]);

  return <div ref={ref} className={classes.particles} aria-hidden="true" data-particles={count} data-enhanced={running ? 'true' : 'false'} />;
}
