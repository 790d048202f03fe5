import { useEffect, useState, type ComponentType } from 'react';
import { island } from '../../islands/island';
import { logoCarouselIsland } from './LogoCarousel.island';
import { TitledSection } from '../shared/TitledSection';
import { whenIdle } from '../../lib/whenIdle';
import classes from './LogoCarousel.module.css';
import { Logo } from './LogoList';
import type { LogoCarouselProps, LogoItem } from './schema';

type SliderComponent = ComponentType<{ items: LogoItem[]; label: string }>;

/**
 * A row of logos (the technologies we work with). The prerendered HTML is a plain list; once the
 * page is idle the carousel code (Mantine Carousel and Embla, ~10 KB) loads and takes over, so it
 * never weighs on the initial JavaScript.
 */
export function LogoCarousel({ heading, intro, items, muted }: LogoCarouselProps) {
  const [Slider, setSlider] = useState<SliderComponent | null>(null);

  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      void import(/* webpackChunkName: "logo-carousel-slider" */ './LogoSlider').then((module) => {
        if (active) setSlider(() => module.default);
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  return (
    <TitledSection block="logoCarousel" heading={heading} intro={intro} muted={muted} data-enhanced={Slider ? 'true' : 'false'}>
      {Slider ? (
        <Slider items={items} label={heading} />
      ) : (
        // Scrolls sideways on small screens: focusable so keyboard users can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's scrollable-region-focusable asks for exactly this
        <ul className={classes.list} tabIndex={0} aria-label={heading}>
          {items.map((item) => (
            <li key={item.name} className={classes.item} data-item>
              <Logo item={item} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

/** On a static page the plain list hydrates, and then becomes a carousel, once it comes into view. */
export default island(logoCarouselIsland, LogoCarousel);
