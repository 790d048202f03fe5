import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { AppButton } from '../../ui/AppButton';
import { LastUpdated } from '../shared/LastUpdated';
import { Prose } from '../shared/Prose';
import type { ProseSection } from '../shared/prose';
import { slugify } from '../shared/slug';
import classes from './LegalDocument.module.css';
import type { LegalDocumentProps } from './schema';

/** How long a section stays highlighted after its table-of-contents link is clicked (spec section 9). */
export const HIGHLIGHT_MS = 500;

interface Entry extends ProseSection {
  id: string;
  title: string;
}

function SectionBody({ entry, collapsible, open, onToggle }: { entry: Entry; collapsible: boolean; open: boolean; onToggle: () => void }) {
  const headingId = `${entry.id}-heading`;
  if (!collapsible) {
    return (
      <>
        <h2 id={headingId} className={classes.heading}>
          {entry.title}
        </h2>
        <Prose items={entry.body} />
      </>
    );
  }
  const panelId = `${entry.id}-panel`;
  return (
    <>
      <h2 id={headingId} className={classes.heading}>
        <button type="button" className={classes.toggle} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span>{entry.title}</span>
          <span className={classes.chevron} data-open={open || undefined} aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className={classes.panel}>
        <Prose items={entry.body} />
      </div>
    </>
  );
}

/** A legal text (privacy, terms, cookies): Last Updated line, navigation and numbered or collapsible sections. */
export default function LegalDocument({ variant, lastUpdated, navigationTitle, numbered, intro, sections, backToTop }: LegalDocumentProps) {
  const entries: Entry[] = sections.map((section, index) => ({
    ...section,
    id: slugify(section.heading),
    title: numbered ? `${index + 1}. ${section.heading}` : section.heading,
  }));
  const [highlighted, setHighlighted] = useState<string>();
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    if (closed.has(id)) setClosed((prev) => new Set([...prev].filter((x) => x !== id)));
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
    // Focus follows the link for keyboard and screen-reader users, without a second jump.
    target.focus({ preventScroll: true });
    if (variant === 'toc') {
      clearTimeout(timer.current);
      setHighlighted(id);
      timer.current = setTimeout(() => setHighlighted(undefined), HIGHLIGHT_MS);
    }
  };

  const toggle = (id: string) =>
    setClosed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const hasNav = variant !== 'plain';
  const navId = `${slugify(navigationTitle)}-title`;
  return (
    <div className={classes.root} data-block="legalDocument" data-variant={variant}>
      {lastUpdated && <LastUpdated className={classes.lastUpdated} />}
      {intro && <Prose items={intro} />}
      <div className={hasNav && variant === 'toc' ? classes.withToc : undefined}>
        {hasNav && (
          <nav className={variant === 'toc' ? classes.toc : classes.quickNav} aria-labelledby={navId} data-legal-nav>
            <h2 id={navId} className={classes.navTitle}>
              {navigationTitle}
            </h2>
            <ol className={classes.navList}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} onClick={(event) => goTo(event, entry.id)}>
                    {variant === 'toc' ? entry.title : entry.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={classes.sections}>
          {entries.map((entry) => (
            <section
              key={entry.id}
              id={entry.id}
              tabIndex={-1}
              aria-labelledby={`${entry.id}-heading`}
              className={classes.section}
              data-legal-section
              data-highlighted={highlighted === entry.id || undefined}
            >
              <SectionBody
                entry={entry}
                collapsible={variant === 'collapsible'}
                open={!closed.has(entry.id)}
                onToggle={() => toggle(entry.id)}
              />
            </section>
          ))}
        </div>
      </div>
      {backToTop && (
        <AppButton
          variant="outline"
          className={classes.backToTop}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          data-back-to-top
        >
          {backToTop}
        </AppButton>
      )}
    </div>
  );
}
