import { Carousel } from '@mantine/carousel';
import classes from './LogoCarousel.module.css';
import { Logo } from './LogoList';
import type { LogoItem } from './schema';

/** The enhanced form of the logo list, loaded on demand by LogoCarousel. */
export default function LogoSlider({ items, label }: { items: LogoItem[]; label: string }) {
  return (
    <Carousel
      className={classes.carousel}
      slideSize={{ base: '50%', sm: '33.333333%', md: '25%' }}
      slideGap="md"
      emblaOptions={{ loop: true, align: 'start', slidesToScroll: 1 }}
      previousControlProps={{ 'aria-label': `${label}: previous` }}
      nextControlProps={{ 'aria-label': `${label}: next` }}
      aria-label={`${label} carousel`}
      aria-roledescription="carousel"
    >
      {items.map((item, index) => (
        <Carousel.Slide
          key={item.name}
          data-item
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${items.length}: ${item.name}`}
        >
          <Logo item={item} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
