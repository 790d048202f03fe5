import type { ReactNode } from 'react';
import classes from './LegalDocument.module.css';

/**
 * A collapsible section: the platform's disclosure widget (<details open>, its heading in the
 * <summary>), open until the visitor closes it, with JavaScript or without. The navigation reopens
 * it (LegalNav); the browser also opens it for find-in-page and for a link to text inside it.
 */
export function LegalPanel({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <details open className={classes.disclosure}>
      <summary className={classes.toggle}>
        <h2 id={`${id}-heading`} className={classes.heading}>
          {title}
        </h2>
        <span className={classes.chevron} aria-hidden="true" />
      </summary>
      <div className={classes.panel}>{children}</div>
    </details>
  );
}
