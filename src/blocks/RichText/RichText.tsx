import { ActionButton } from '../shared/Action';
import { Section } from '../shared/Section';
import { slugify } from '../shared/slug';
import { TextRun } from '../shared/TextRun';
import classes from './RichText.module.css';
import type { RichTextProps } from './schema';

/** A titled run of paragraphs and points: mission, story, vision and the like. */
export default function RichText({ heading, paragraphs, bullets, action, muted }: RichTextProps) {
  const id = slugify(heading);
  return (
    <Section id={id} labelledBy={`${id}-heading`} muted={muted}>
      <h2 id={`${id}-heading`} className={classes.heading}>
        {heading}
      </h2>
      <div className={classes.body}>
        <TextRun paragraphs={paragraphs} bullets={bullets} />
      </div>
      {action && <ActionButton action={action} />}
    </Section>
  );
}
