import type { ReactNode } from 'react';
import { Section } from './Section';
import shared from './Section.module.css';
import { slugify } from './slug';

/** Extra `data-*` attributes for a block's wrapper, e.g. state that browser tests and CSS read. */
type DataAttributes = { [attribute: `data-${string}`]: string | number | undefined };

/**
 * A block's band with its h2 and optional lead paragraph, then the block's own content. The heading's
 * slug is the section's id (the target of in-page links) and names the section for screen readers.
 * The heading and intro look alike everywhere (the shared classes of Section.module.css); a block
 * that adjusts its title passes its own class, composed from the shared one.
 *
 * Its own module, not part of Section.tsx. Its only CSS is Section.module.css, which Section brings
 * anyway, so blocks that only need Section pay nothing for it.
 */
export function TitledSection({
  block,
  heading,
  intro,
  muted,
  className,
  headingClassName = shared.heading,
  introClassName = shared.intro,
  children,
  ...attributes
}: {
  /** The block type, written to `data-block` on the wrapper. */
  block: string;
  heading: string;
  intro?: string;
  muted?: boolean;
  /** Class of the wrapper inside the band. */
  className?: string;
  /** The block's own heading class (composing the shared `heading`); the shared one by default. */
  headingClassName?: string;
  /** The block's own intro class (composing the shared `intro`, or its own look); the shared one by default. */
  introClassName?: string;
  children: ReactNode;
} & DataAttributes) {
  const id = slugify(heading);
  return (
    <Section id={id} labelledBy={`${id}-heading`} muted={muted}>
      <div className={className} data-block={block} {...attributes}>
        <h2 id={`${id}-heading`} className={headingClassName}>
          {heading}
        </h2>
        {intro && <p className={introClassName}>{intro}</p>}
        {children}
      </div>
    </Section>
  );
}
