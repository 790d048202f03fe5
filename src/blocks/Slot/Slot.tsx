import { useContext } from 'react';
import { Section } from '../shared/Section';
import { SlotContext } from './context';
import type { SlotProps } from './schema';
import classes from './Slot.module.css';

/** A place in a content page where the app puts an interactive screen, such as the contact form. */
export default function Slot({ name, heading, intro }: SlotProps) {
  const components = useContext(SlotContext);
  if (!components) throw new Error(`The slot '${name}' was rendered outside a SlotContext provider`);
  const Screen = components[name];
  const id = `${name}-heading`;
  return (
    <Section id={name} labelledBy={heading ? id : undefined}>
      {heading && (
        <h2 id={id} className={classes.heading}>
          {heading}
        </h2>
      )}
      {intro && <p className={classes.intro}>{intro}</p>}
      <Screen />
    </Section>
  );
}
