import type { ReactNode } from 'react';
import classes from './VisuallyHidden.module.css';

/** Text for screen readers and search engines only, e.g. what a 'Read More' link is about. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={classes.root}>{children}</span>;
}
