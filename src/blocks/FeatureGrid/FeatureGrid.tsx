import { TitledSection } from '../shared/TitledSection';
import classes from './FeatureGrid.module.css';
import type { FeatureGridProps } from './schema';

/** A titled grid of cards: benefits, service blocks, reasons to choose us. */
export default function FeatureGrid({ heading, intro, columns, items, muted }: FeatureGridProps) {
  return (
    <TitledSection block="featureGrid" heading={heading} intro={intro} muted={muted}>
      <ul className={classes.grid} data-columns={columns}>
        {items.map((item) => (
          <li key={item.title} className={classes.card} data-item>
            <h3 className={classes.title}>{item.title}</h3>
            <p className={classes.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
