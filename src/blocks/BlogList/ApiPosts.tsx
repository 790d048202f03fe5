import { useContext, useMemo } from 'react';
import { island } from '../../islands/island';
import { apiPostsIsland } from './ApiPosts.island';
import { BlogCard } from './BlogCard';
import { ApiBlogPostsContext } from './context';
import { cardsFromApiPosts, type ApiBlogPost } from './posts';

interface ApiPostsProps {
  readMoreLabel: string;
  headingLevel: 2 | 3;
  /** On a static page, the posts the island fetched before loading (src/app/island-registry.ts); in the app, from ApiBlogPostsContext. */
  posts?: readonly ApiBlogPost[];
}

/**
 * The administrator's posts, after the built-in ones in the same grid, newest first. They arrive
 * after the page is shown, and below what is already there, so nothing on the page moves for them.
 */
export function ApiPosts({ readMoreLabel, headingLevel, posts }: ApiPostsProps) {
  const fromContext = useContext(ApiBlogPostsContext)();
  const source = posts ?? fromContext;
  const cards = useMemo(() => cardsFromApiPosts(source), [source]);
  return (
    <>
      {cards.map((post) => (
        <BlogCard key={post.id} post={post} readMoreLabel={readMoreLabel} headingLevel={headingLevel} />
      ))}
    </>
  );
}

/** A client-only island: an empty placeholder in the prerendered page, filled only when there are posts. */
export const ApiPostsIsland = island(apiPostsIsland, ApiPosts);
