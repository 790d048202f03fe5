import { useEffect, useRef, type MouseEvent } from 'react';
import { island } from '../../islands/island';
import { legalNavIsland } from './LegalNav.island';
import classes from './LegalDocument.module.css';

/** How long a section stays highlighted after its table-of-contents link is clicked (spec section 9). */
export const HIGHLIGHT_MS = 500;

interface LegalNavProps {
  /** 'toc': a sticky table of contents that highlights the section it leads to; 'quick': a list above the sections. */
  kind: 'toc' | 'quick';
  title: string;
  titleId: string;
  entries: { id: string; label: string }[];
}

/**
 * The links to a legal text's sections. A link scrolls smoothly to its section, opens it if it was
 * closed, moves focus there and puts its address in the URL; in a table of contents the section
 * is highlighted for HIGHLIGHT_MS.
 */
export function LegalNav({ kind, title, titleId, entries }: LegalNavProps) {
  const highlighted = useRef<{ element: HTMLElement; timer: ReturnType<typeof setTimeout> }>(undefined);
  const unhighlight = () => {
    if (!highlighted.current) return;
    clearTimeout(highlighted.current.timer);
    delete highlighted.current.element.dataset.highlighted;
    highlighted.current = undefined;
  };
  useEffect(() => unhighlight, []);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const panel = target.querySelector('details');
    if (panel) panel.open = true;
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
    // Focus follows the link for keyboard and screen-reader users, without a second jump.
    target.focus({ preventScroll: true });
    if (kind === 'toc') {
      unhighlight();
      target.dataset.highlighted = 'true';
      highlighted.current = { element: target, timer: setTimeout(unhighlight, HIGHLIGHT_MS) };
    }
  };

  return (
    <nav className={kind === 'toc' ? classes.toc : classes.quickNav} aria-labelledby={titleId} data-legal-nav>
      <h2 id={titleId} className={classes.navTitle}>
        {title}
      </h2>
      <ol className={classes.navList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => goTo(event, entry.id)}>
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export const LegalNavIsland = island(legalNavIsland, LegalNav);
