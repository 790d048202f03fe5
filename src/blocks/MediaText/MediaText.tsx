import { ActionButton } from '../shared/Action';
import { Picture } from '../shared/Picture';
import { Section } from '../shared/Section';
import { slugify } from '../shared/slug';
import { TextRun } from '../shared/TextRun';
import classes from './MediaText.module.css';
import type { MediaTextProps } from './schema';

/** Text beside an illustration: why a service matters, how we work, and the like. */
export default function MediaText({ heading, paragraphs, bullets, image, imagePosition, action, muted }: MediaTextProps) {
  const id = slugify(heading);
  return (
    <Section id={id} labelledBy={`${id}-heading`} muted={muted}>
      <div className={classes.root} data-block="mediaText" data-image-position={imagePosition}>
        <div className={classes.text}>
          <h2 id={`${id}-heading`} className={classes.heading}>
            {heading}
          </h2>
          <TextRun paragraphs={paragraphs} bullets={bullets} />
          {action && <ActionButton action={action} />}
        </div>
        <Picture image={image} className={classes.image} />
      </div>
    </Section>
  );
}
