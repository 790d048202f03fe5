import { useContext, useMemo } from 'react';
import { Section } from '../shared/Section';
import { BlogCards } from './BlogCard';
import classes from './BlogList.module.css';
import { ApiBlogPostsContext } from './context';
import { mergePosts } from './posts';
import type { BlogListProps } from './schema';

/**
 * The blog's list of articles as cards: the built-in posts from content and the administrator's
 * posts from the API (supplied by the app after hydration), newest first.
 */
export default function BlogList({ heading, posts, readMoreLabel }: BlogListProps) {
  const useApiBlogPosts = useContext(ApiBlogPostsContext);
  const apiPosts = useApiBlogPosts();
  const cards = useMemo(() => mergePosts(posts, apiPosts), [posts, apiPosts]);
  return (
    <div data-block="blogList">
      <Section labelledBy={heading ? 'blog-list-heading' : undefined}>
        {heading && (
          <h2 id="blog-list-heading" className={classes.heading}>
            {heading}
          </h2>
        )}
        <BlogCards posts={cards} readMoreLabel={readMoreLabel} headingLevel={heading ? 3 : 2} />
      </Section>
    </div>
  );
}
