import { useEffect, useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { call, HTTPError } from '../../api/client';
import { NotFound } from '../../layout/NotFound';
import type { Post } from '../../schemas/blog';
import { applyHead } from '../../seo/dom';
import { BlogPostArticle } from './BlogPostArticle';
import { blogPostHead } from './head';
import { sanitizePostHtml } from './sanitize';

/** GET /api/blogs/:id; a post that does not exist (404) is null, any other failure is an error. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Post | null> {
  const id = params.id ?? '';
  try {
    return await call.get('/api/blogs/{id}', { path: { id } });
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

/**
 * /blog/{slug} reached inside the app (from the admin area, or in development without the server's
 * rendering): the same article the server renders for a page load, from the API.
 */
export default function BlogPostScreen() {
  const post = useLoaderData<Post | null>();
  const html = useMemo(() => (post ? sanitizePostHtml(post.content) : ''), [post]);

  // This page is never prerendered, so the layout's first render did not set its head.
  useEffect(() => applyHead(blogPostHead(post)), [post]);

  if (!post) return <NotFound />;
  return <BlogPostArticle post={post} html={html} />;
}
