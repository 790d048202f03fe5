import { createContext } from 'react';
import type { BlogListPage } from '../../schemas/blog';
import type { ApiBlogPost } from './posts';

/**
 * Blocks never import features or stores: the app passes in a hook that returns the posts the
 * administrator published through the API. It must return [] on the server and in the first
 * client render (so hydration matches the prerendered built-in posts) and may fill in later.
 */
export type UseApiBlogPosts = () => readonly ApiBlogPost[];

const none: readonly ApiBlogPost[] = [];

/** Default (stories, tests, no app): only the built-in posts. */
export const ApiBlogPostsContext = createContext<UseApiBlogPosts>(() => none);

/** Set when the server renders /blog: the list shows that page, whole, with links to its neighbours. */
export const BlogListPageContext = createContext<BlogListPage<ApiBlogPost> | null>(null);
