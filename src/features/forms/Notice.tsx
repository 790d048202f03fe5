import type { ReactNode } from 'react';
import classes from './Notice.module.css';

export interface NoticeProps {
  tone: 'error' | 'success';
  title: string;
  /** A line below the title; none for a notice that the title says all of. */
  children?: ReactNode;
}

/**
 * An in-page notice with a title and a line of text: failures are announced at once (alert),
 * success politely (status). Its own colours keep the text above 4.5:1 in both colour modes.
 */
export function Notice({ tone, title, children }: NoticeProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={classes.notice} data-tone={tone}>
      <p className={classes.title}>{title}</p>
      {children !== undefined && <p className={classes.text}>{children}</p>}
    </div>
  );
}
