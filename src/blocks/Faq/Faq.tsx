import { IconChevronDown } from '@tabler/icons-react';
import { TitledSection } from '../shared/TitledSection';
import classes from './Faq.module.css';
import type { FaqProps } from './schema';

/**
 * Questions whose answers the visitor shows or hides, as the platform's own disclosure widget:
 * each question is the <summary> of a <details>, so a tap, Enter or Space opens it at once, with
 * JavaScript or without, and screen readers announce it expanded or collapsed. Answers are in the
 * HTML (closed, not absent), so search engines and the browser's find-in-page read them.
 */
function Faq({ heading, intro, items, muted }: FaqProps) {
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
        {items.map((item) => (
          <details key={item.question} className={classes.item}>
            <summary className={classes.control}>
              <h3 className={classes.question}>{item.question}</h3>
              <IconChevronDown className={classes.chevron} size={20} aria-hidden />
            </summary>
            <div className={classes.answer}>
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </TitledSection>
  );
}

export default Faq;
