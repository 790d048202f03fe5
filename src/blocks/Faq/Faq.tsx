import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Section } from '../shared/Section';
import { slugify } from '../shared/slug';
import classes from './Faq.module.css';
import type { FaqProps } from './schema';

/**
 * Questions whose answers the visitor shows or hides: each question is a disclosure button
 * (aria-expanded, aria-controls) so keyboards and screen readers work without a widget library.
 * Answers are in the prerendered HTML (hidden, not absent) so search engines read them.
 */
export default function Faq({ heading, intro, items, muted }: FaqProps) {
  const id = slugify(heading);
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <Section id={id} labelledBy={`${id}-heading`} muted={muted}>
      <div className={classes.root} data-block="faq">
        <h2 id={`${id}-heading`} className={classes.heading}>
          {heading}
        </h2>
        {intro && <p className={classes.intro}>{intro}</p>}
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
      </div>
    </Section>
  );
}
