import { LastUpdated } from '../shared/LastUpdated';
import { Prose } from '../shared/Prose';
import { slugify } from '../shared/slug';
import { BackToTopIsland } from './BackToTop';
import classes from './LegalDocument.module.css';
import { LegalNavIsland } from './LegalNav';
import { LegalPanel } from './LegalPanel';
import type { LegalDocumentProps } from './schema';

export { HIGHLIGHT_MS } from './LegalNav';

/**
 * A legal text (privacy, terms, cookies): Last Updated line, navigation and numbered or collapsible
 * sections. The text is static HTML; the navigation, each collapsible section's toggle and the
 * Back to Top button are islands.
 */
export default function LegalDocument({
  variant,
  lastUpdated,
  navigationTitle,
  numbered,
  intro,
  sections,
  backToTop,
}: LegalDocumentProps) {
  const entries = sections.map((section, index) => ({
    ...section,
    id: slugify(section.heading),
    title: numbered ? `${index + 1}. ${section.heading}` : section.heading,
  }));
  const hasNav = variant !== 'plain';
  return (
    <div className={classes.root} data-block="legalDocument" data-variant={variant}>
      {lastUpdated && <LastUpdated className={classes.lastUpdated} />}
      {intro && <Prose items={intro} />}
      <div className={hasNav && variant === 'toc' ? classes.withToc : undefined}>
        {hasNav && (
          <LegalNavIsland
            kind={variant === 'toc' ? 'toc' : 'quick'}
            title={navigationTitle}
            titleId={`${slugify(navigationTitle)}-title`}
            entries={entries.map((entry) => ({ id: entry.id, label: variant === 'toc' ? entry.title : entry.heading }))}
          />
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
            >
              {variant === 'collapsible' ? (
                <LegalPanel id={entry.id} title={entry.title}>
                  <Prose items={entry.body} />
                </LegalPanel>
              ) : (
                <>
                  <h2 id={`${entry.id}-heading`} className={classes.heading}>
                    {entry.title}
                  </h2>
                  <Prose items={entry.body} />
                </>
              )}
            </section>
          ))}
        </div>
      </div>
      {backToTop && <BackToTopIsland label={backToTop} />}
    </div>
  );
}
