import type { ReactNode } from 'react';
import { dateTime } from '../../lib/text';
import classes from '../editor.module.css';

/**
 * Where a document edited on the running site stands (a page, the site's settings): what visitors
 * see, the draft staff share and whose it is, and, after a deploy that brought another version,
 * that one and what to do with it (`deployed`).
 */
export function LiveFacts({
  visitorsSee,
  draft,
  deployed,
}: {
  visitorsSee: string;
  draft: { savedAt: string; by: { name: string } | null } | null;
  deployed?: { heading: string; children: ReactNode };
}) {
  return (
    <dl className={classes.facts}>
      <dt>Visitors see</dt>
      <dd>{visitorsSee}</dd>
      <dt>Draft</dt>
      <dd>
        {draft
          ? `Saved ${dateTime(draft.savedAt)}${draft.by ? ` by ${draft.by.name}` : ''}; only staff see it.`
          : 'None: a change saved here is a draft, which only staff see until it is published.'}
      </dd>
      {deployed && (
        <>
          <dt>{deployed.heading}</dt>
          <dd>{deployed.children}</dd>
        </>
      )}
    </dl>
  );
}
