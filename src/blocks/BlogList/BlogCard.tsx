import type { ReactNode } from 'react';
import { truncate } from '../../lib/text';
import { AppButton } from '../../ui/AppButton';
import { SiteLink } from '../../ui/SiteLink';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './BlogList.module.css';
import type { BlogCardPost } from './posts';

// UTC keeps the day the same on the server and in every visitor's time zone (no hydration mismatch).
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const TITLE_MAX = 62;
const EXCERPT_MAX = 130;

/** One post as a card: image, title, excerpt, date, read time and a 'Read More' link to /blog/{id}. */
export function BlogCard({
  post,
  readMoreLabel,
  headingLevel,
}: {
  post: BlogCardPost;
  readMoreLabel: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `post-${post.id}-title`;
  return (
    <article className={classes.card} data-blog-card={post.id} aria-labelledby={headingId}>
      <img
        className={classes.image}
        src={post.image.src}
        srcSet={post.image.srcset}
        sizes={post.image.sizes}
        alt={post.image.alt}
        width={post.image.width ?? 1200}
        height={post.image.height ?? 630}
        loading="lazy"
        decoding="async"
      />
      <div className={classes.body}>
        <p className={classes.meta}>
          <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.readTime} min read</span>
        </p>
        <Heading id={headingId} className={classes.title} title={post.title.length > TITLE_MAX ? post.title : undefined}>
          {truncate(post.title, TITLE_MAX)}
        </Heading>
        <p className={classes.excerpt}>{truncate(post.excerpt, EXCERPT_MAX)}</p>
        <AppButton component={SiteLink} to={post.href} variant="outline" className={classes.readMore}>
          {readMoreLabel} <VisuallyHidden>about {post.title}</VisuallyHidden>
        </AppButton>
      </div>
    </article>
  );
}

/** A grid of cards, in the caller's order; `children` (more cards) follow them in the grid. */
export function BlogCards({
  posts,
  readMoreLabel,
  headingLevel,
  children,
}: {
  posts: readonly BlogCardPost[];
  readMoreLabel: string;
  headingLevel: 2 | 3;
  children?: ReactNode;
}) {
  return (
    <div className={classes.grid}>
      {posts.map((post) => (
        <BlogCard key={post.id} post={post} readMoreLabel={readMoreLabel} headingLevel={headingLevel} />
      ))}
      {children}
    </div>
  );
}
