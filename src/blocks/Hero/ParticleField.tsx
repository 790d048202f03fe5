import { useEffect, useRef } from 'react';
import classes from './Hero.module.css';
import { startParticleField } from './particleField';

/**
 * Decorative particles behind the hero text. The layer is an empty, absolutely positioned box in
 * the prerendered HTML (no layout shift, nothing for the largest paint to wait on); the animation
 * starts once the page is idle (particleField.ts), and never for visitors who prefer reduced motion.
 */
export function ParticleField({ count }: { count: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const stop = startParticleField(element);
    return () => {
      stop();
      element.dataset.enhanced = 'false';
    };
  }, [count]);
  return <div ref={ref} className={classes.particles} aria-hidden="true" data-particles={count} data-enhanced="false" />;
}
