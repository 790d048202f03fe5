import { ActionButton } from '../shared/Action';
import { slugify } from '../shared/slug';
import classes from './CtaBanner.module.css';
import type { CtaBannerProps } from './schema';

/** A green band inviting the visitor to act: get in touch, start a project, become a partner. */
export default function CtaBanner({ heading, text, actions }: CtaBannerProps) {
  const id = `${slugify(heading)}-heading`;
  return (
    <section className={classes.root} aria-labelledby={id} data-block="ctaBanner">
      <div className={classes.inner}>
        <div>
          <h2 id={id} className={classes.heading}>
            {heading}
          </h2>
          {text && <p className={classes.text}>{text}</p>}
        </div>
        <div className={classes.actions}>
          {actions.map((action) => (
            <ActionButton key={action.label} action={action} variant="outline" />
          ))}
        </div>
      </div>
    </section>
  );
}
