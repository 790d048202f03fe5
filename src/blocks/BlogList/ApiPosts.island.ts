import { declareIsland } from '../../islands/declare';
import type { ApiBlogPost } from './posts';

/** The administrator's posts in the blog list: a client-only island, an empty placeholder until there are posts. */
export const apiPostsIsland = declareIsland({
  name: 'blog-api-posts',
  block: 'blogList',
  load: () => import(/* webpackChunkName: "block-blogList" */ './ApiPosts').then((m) => m.ApiPosts),
  when: 'idle',
  // Only the list's JSON at first: the cards' code loads only when the administrator has published posts.
  prepare: async (props) => {
    const response = await fetch('/api/blogs', { headers: { Accept: 'application/json' } });
    const posts = response.ok ? ((await response.json()) as ApiBlogPost[]) : [];
    return posts.length ? { ...props, posts } : null;
  },
});
