import { Section } from '../shared/Section';
import { BlogCards } from './BlogCard';
import classes from './BlogList.module.css';
import { cardFromSummary } from './posts';
import type { BlogListProps } from './schema';

/** The blog's list of articles as cards; the built-in posts come from content. */
export default function BlogList({ heading, posts, readMoreLabel }: BlogListProps) {
  return (
    <div data-block="blogList">
      <Section labelledBy={heading ? 'blog-list-heading' : undefined}>
        {heading && (
          <h2 id="blog-list-heading" className={classes.heading}>
            {heading}
          </h2>
        )}
        <BlogCards posts={posts.map(cardFromSummary)} readMoreLabel={readMoreLabel} headingLevel={heading ? 3 : 2} />
      </Section>
    </div>
  );
}
