import type { ReactNode } from 'react';
import classes from './Section.module.css';

/** The page-width band every block sits in. */
export function Section({
  children,
  id,
  muted = false,
  labelledBy,
}: {
  children: ReactNode;
  id?: string;
  muted?: boolean;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={muted ? `${classes.section} ${classes.muted}` : classes.section}>
      <div className={classes.inner}>{children}</div>
    </section>
  );
}
