import { useEffect, useState } from 'react';
import type { ApiBlogPost } from '../blocks/BlogList/posts';

const none: readonly ApiBlogPost[] = [];

/**
 * The administrator's posts for the blog list: none on the server and in the first client render
 * (the prerendered page shows the built-in posts), then GET /api/blogs once hydrated. The client
 * loads on demand so pages without a blog list never download it.
 */
export function useApiBlogPosts(): readonly ApiBlogPost[] {
  const [posts, setPosts] = useState(none);
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "api-client" */ '../api/client')
      .then(({ api }) => api.get('blogs').json<ApiBlogPost[]>())
      .then(
        (loaded) => current && setPosts(loaded),
        // The built-in posts still show; the list simply has no administrator posts this time.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, []);
  return posts;
}
