import { Picture } from '../shared/Picture';
import classes from './LogoCarousel.module.css';
import type { LogoItem } from './schema';

/** One logo with its name; the same markup as a plain list item and as a carousel slide. */
export function Logo({ item }: { item: LogoItem }) {
  return (
    <figure className={classes.logo}>
      <Picture image={item.image} className={classes.image} />
      <figcaption className={classes.name}>{item.name}</figcaption>
    </figure>
  );
}
