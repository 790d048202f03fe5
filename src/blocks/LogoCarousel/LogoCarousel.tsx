import { useEffect, useState, type ComponentType } from 'react';
import { Section } from '../shared/Section';
import { slugify } from '../shared/slug';
import { whenIdle } from '../shared/whenIdle';
import classes from './LogoCarousel.module.css';
import { Logo } from './LogoList';
import type { LogoCarouselProps, LogoItem } from './schema';

type SliderComponent = ComponentType<{ items: LogoItem[]; label: string }>;

/**
 * A row of logos (the technologies we work with). The prerendered HTML is a plain list; once the
 * page is idle the carousel code (Mantine Carousel and Embla, ~10 KB) loads and takes over, so it
 * never weighs on the initial JavaScript.
 */
export default function LogoCarousel({ heading, intro, items, muted }: LogoCarouselProps) {
  const id = slugify(heading);
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
    <Section id={id} labelledBy={`${id}-heading`} muted={muted}>
      <div data-block="logoCarousel" data-enhanced={Slider ? 'true' : 'false'}>
        <h2 id={`${id}-heading`} className={classes.heading}>
          {heading}
        </h2>
        {intro && <p className={classes.intro}>{intro}</p>}
        {Slider ? (
          <Slider items={items} label={heading} />
        ) : (
          // Scrolls sideways on small screens: focusable so keyboard users can scroll it too.
          <ul className={classes.list} tabIndex={0} aria-label={heading}>
            {items.map((item) => (
              <li key={item.name} className={classes.item} data-item>
                <Logo item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
