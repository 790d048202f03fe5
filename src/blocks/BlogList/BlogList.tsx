import { ApiPostsIsland } from './ApiPosts';
import { Section } from '../shared/Section';
import { BlogCards } from './BlogCard';
import classes from './BlogList.module.css';
import { builtInCards } from './posts';
import type { BlogListProps } from './schema';

/**
 * The blog's list of articles as cards: the built-in posts from content, newest first, then the
 * administrator's posts from the API once they arrive (ApiPosts), so the built-in cards never move.
 */
export default function BlogList({ heading, posts, readMoreLabel }: BlogListProps) {
  const headingLevel = heading ? 3 : 2;
  return (
    <div data-block="blogList">
      <Section labelledBy={heading ? 'blog-list-heading' : undefined}>
        {heading && (
          <h2 id="blog-list-heading" className={classes.heading}>
            {heading}
          </h2>
        )}
        <BlogCards posts={builtInCards(posts)} readMoreLabel={readMoreLabel} headingLevel={headingLevel}>
          <ApiPostsIsland readMoreLabel={readMoreLabel} headingLevel={headingLevel} />
        </BlogCards>
      </Section>
    </div>
  );
}
