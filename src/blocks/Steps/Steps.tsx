import { TitledSection } from '../shared/TitledSection';
import classes from './Steps.module.css';
import type { StepsProps } from './schema';

/** A numbered process, first step to last. */
export default function Steps({ heading, intro, steps, muted }: StepsProps) {
  return (
    <TitledSection block="steps" heading={heading} intro={intro} muted={muted}>
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
    </TitledSection>
  );
}
