import { useEffect } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { api, HTTPError } from '../../api/client';
import { NotFound } from '../../layout/NotFound';
import { applyHead } from '../../seo/dom';
import type { Blog } from '../../stores/blog';
import classes from './BlogPost.module.css';
import { blogPostHead } from './head';
import { sanitizePostHtml } from './sanitize';

// UTC so the day shown is the same for every visitor, as on the blog list.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** GET /api/blogs/:id; a post that does not exist (404) is null, any other failure is an error. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Blog | null> {
  const id = params.id ?? '';
  try {
    return await api.get(`blogs/${encodeURIComponent(id)}`).json<Blog>();
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

/** /blog/{id} for a post published through the admin area; the built-in articles keep their own routes. */
export default function BlogPostScreen() {
  const post = useLoaderData() as Blog | null;

  // This page is never prerendered, so the layout's first render did not set its head.
  useEffect(() => applyHead(blogPostHead(post)), [post]);

  if (!post) return <NotFound />;
  return (
    <article className={classes.article} data-blog-post={post._id}>
      <h1 className={classes.title}>{post.title}</h1>
      <p className={classes.meta}>
        <time dateTime={post.publishedDate}>{dateFormat.format(new Date(post.publishedDate))}</time>
        {post.author?.username && <> · {post.author.username}</>}
      </p>
      {post.imageUrl && <img className={classes.image} src={post.imageUrl} alt="" width={1200} height={630} />}
      <div className={classes.content} dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.content) }} />
      <p className={classes.back}>
        <Link to="/blog">Back to the blog</Link>
      </p>
    </article>
  );
}
