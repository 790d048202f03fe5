import { ActionButton } from '../shared/Action';
import { Picture } from '../shared/Picture';
import { ParticleField } from './ParticleField';
import classes from './Hero.module.css';
import type { HeroProps } from './schema';

/** The band at the top of every page, holding its h1. */
export default function Hero({ title, eyebrow, subtitle, actions, image, variant, particles }: HeroProps) {
  return (
    <section className={classes.root} data-variant={variant} aria-labelledby="page-title">
      {particles && <ParticleField count={particles} />}
      <div className={classes.inner}>
        <div>
          {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
          <h1 id="page-title" className={classes.title}>
            {title}
          </h1>
          {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
          {actions.length > 0 && (
            <div className={classes.actions}>
              {actions.map((action) => (
                <ActionButton key={action.label} action={action} className={classes.action} />
              ))}
            </div>
          )}
        </div>
        {image && <Picture image={image} priority className={classes.image} />}
      </div>
    </section>
  );
}
