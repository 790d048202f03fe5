import { Section } from '../shared/Section';
import { slugify } from '../shared/slug';
import classes from './Steps.module.css';
import type { StepsProps } from './schema';

/** A numbered process, first step to last. */
export default function Steps({ heading, intro, steps, muted }: StepsProps) {
  const id = slugify(heading);
  return (
    <Section id={id} labelledBy={`${id}-heading`} muted={muted}>
      <div data-block="steps">
        <h2 id={`${id}-heading`} className={classes.heading}>
          {heading}
        </h2>
        {intro && <p className={classes.intro}>{intro}</p>}
        <ol className={classes.list} data-count={steps.length}>
          {steps.map((step, index) => (
            <li key={step.title} className={classes.step} data-step>
              <span className={classes.number} aria-hidden>
                {index + 1}
              </span>
              <h3 className={classes.title}>{step.title}</h3>
              <p className={classes.text}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
