import { Section } from '../shared/Section';
import { slugify } from '../shared/slug';
import classes from './FeatureGrid.module.css';
import type { FeatureGridProps } from './schema';

/** A titled grid of cards: benefits, service blocks, reasons to choose us. */
export default function FeatureGrid({ heading, intro, columns, items, muted }: FeatureGridProps) {
  const id = slugify(heading);
  return (
    <Section id={id} labelledBy={`${id}-heading`} muted={muted}>
      <div data-block="featureGrid">
        <h2 id={`${id}-heading`} className={classes.heading}>
          {heading}
        </h2>
        {intro && <p className={classes.intro}>{intro}</p>}
        <ul className={classes.grid} data-columns={columns}>
          {items.map((item) => (
            <li key={item.title} className={classes.card} data-item>
              <h3 className={classes.title}>{item.title}</h3>
              <p className={classes.text}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
