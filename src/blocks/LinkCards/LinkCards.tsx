import { ActionButton } from '../shared/Action';
import { Picture } from '../shared/Picture';
import { TitledSection } from '../shared/TitledSection';
import { slugify } from '../shared/slug';
import classes from './LinkCards.module.css';
import type { LinkCardsProps } from './schema';

/**
 * A titled grid of cards that each lead somewhere: expertise to its service page, a region to its
 * quote form. (For cards that only state a point, use FeatureGrid.)
 */
export default function LinkCards({ heading, intro, items, columns, muted }: LinkCardsProps) {
  const id = slugify(heading);
  return (
    <TitledSection block="linkCards" heading={heading} intro={intro} muted={muted} data-id={id}>
      <ul className={classes.grid} data-columns={columns}>
        {items.map((card) => (
          <li key={card.title} className={classes.card} data-card>
            {card.image && <Picture image={card.image} className={classes.image} />}
            <h3 className={classes.title}>{card.title}</h3>
            {card.tags.length > 0 && (
              <ul className={classes.tags} aria-label={`${card.title}: details`}>
                {card.tags.map((tag) => (
                  <li key={tag} className={classes.tag} data-tag>
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            <p className={classes.text}>{card.text}</p>
            <div className={classes.action}>
              <ActionButton action={card.action} variant="outline" />
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
