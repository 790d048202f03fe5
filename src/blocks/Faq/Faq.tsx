import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { island } from '../../islands/island';
import { faqIsland } from './Faq.island';
import { TitledSection } from '../shared/TitledSection';
import classes from './Faq.module.css';
import type { FaqProps } from './schema';

/**
 * Questions whose answers the visitor shows or hides: each question is a disclosure button
 * (aria-expanded, aria-controls) so keyboards and screen readers work without a widget library.
 * Answers are in the prerendered HTML (hidden, not absent) so search engines read them.
 */
export function Faq({ heading, intro, items, muted }: FaqProps) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <TitledSection
      block="faq"
      heading={heading}
      intro={intro}
      muted={muted}
      className={classes.root}
      headingClassName={classes.heading}
      introClassName={classes.intro}
    >
      <div className={classes.list}>
        {items.map((item, index) => {
          const expanded = open.has(index);
          const panelId = `${base}-answer-${index}`;
          const buttonId = `${base}-question-${index}`;
          return (
            <div key={item.question} className={classes.item} data-expanded={expanded || undefined}>
              <h3 className={classes.question}>
                <button
                  type="button"
                  id={buttonId}
                  className={classes.control}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  <span>{item.question}</span>
                  <IconChevronDown className={classes.chevron} size={20} aria-hidden />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} className={classes.answer} hidden={!expanded}>
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </TitledSection>
  );
}

/** On a static page the questions hydrate on the first interaction, which they then perform. */
export default island(faqIsland, Faq);
