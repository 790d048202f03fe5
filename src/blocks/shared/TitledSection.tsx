import type { ReactNode } from 'react';
import { Section } from './Section';
import { slugify } from './slug';

/** Extra `data-*` attributes for a block's wrapper, e.g. state that browser tests and CSS read. */
type DataAttributes = { [attribute: `data-${string}`]: string | number | undefined };

/**
 * A block's band with its h2 and optional lead paragraph, then the block's own content. The heading's
 * slug is the section's id (the target of in-page links) and names the section for screen readers.
 * Each block passes its own CSS-module classes for the heading and intro, composed from the shared
 * ones, so it can still adjust its title.
 *
 * Its own module, not part of Section.tsx, and it imports no CSS: every lazily loaded block chunk
 * carries its own copy of the shared modules it imports, so blocks that only need Section pay nothing.
 */
export function TitledSection({
  block,
  heading,
  intro,
  muted,
  className,
  headingClassName,
  introClassName,
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
  /** The block's own heading class (composing the shared `heading` of Section.module.css). */
  headingClassName: string | undefined;
  /** The block's own intro class (composing the shared `intro`, or its own look). */
  introClassName: string | undefined;
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
