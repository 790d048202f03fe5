import { Badge } from '@mantine/core';
import { htmlToText } from '../../schemas/html-text';
import { truncate } from '../../lib/text';
import type { BlogStatus } from '../../schemas/blog';
import type { Blog } from '../../stores/blog';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';
import { ADMIN_EXCERPT_MAX, ADMIN_TITLE_MAX } from './text';

const PLACEHOLDER_IMAGE = '/images/og-default.png';

/**
 * A post's status badge. Filled dark teal and the neutral default both keep 4.5:1 contrast at the
 * badge's small bold text in light and dark schemes (Mantine's light green does not).
 */
export function statusBadge(status: BlogStatus) {
  switch (status) {
    case 'published':
      return { color: 'teal.9', variant: 'filled', children: 'Published' } as const;
    case 'scheduled':
      return { color: 'blue.9', variant: 'filled', children: 'Scheduled' } as const;
    case 'review':
      return { color: 'grape.9', variant: 'filled', children: 'Awaiting review' } as const;
    case 'draft':
      return { variant: 'default', children: 'Draft' } as const;
  }
}

/**
 * One post in the admin grid: image, title, status (and address once published), author, whether
 * an editor sent it back, excerpt, actions.
 */
export function BlogCard({ blog, onEdit, onDelete }: { blog: Blog; onEdit: () => void; onDelete: () => void }) {
  const headingId = `admin-post-${blog._id}`;
  const published = blog.status === 'published';
  return (
    <li className={classes.card} data-admin-post={blog._id} data-status={blog.status} aria-labelledby={headingId}>
      <img
        className={classes.cardImage}
        src={blog.imageUrl || PLACEHOLDER_IMAGE}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
      />
      <div className={classes.cardBody}>
        <h3 id={headingId} className={classes.cardTitle} title={blog.title.length > ADMIN_TITLE_MAX ? blog.title : undefined}>
          {truncate(blog.title, ADMIN_TITLE_MAX)}
        </h3>
        <div className={classes.cardMeta}>
          <Badge {...statusBadge(blog.status)} />
          {/* A draft has no public address yet: it answers 404 until published. */}
          {published && (
            <a className={classes.muted} href={blog.url}>
              {blog.url}
            </a>
          )}
        </div>
        <p className={classes.muted}>By {blog.author?.username || 'Unknown'}</p>
        {blog.status === 'draft' && blog.review?.kind === 'returned' && (
          <p className={classes.muted}>Sent back by {blog.review.by} with a note</p>
        )}
        <p className={classes.muted}>{truncate(blog.excerpt || htmlToText(blog.content), ADMIN_EXCERPT_MAX)}</p>
      </div>
      <div className={classes.cardActions}>
        <AppButton size="compact-md" variant="outline" onClick={onEdit} aria-label={`Edit ${blog.title}`}>
          Edit
        </AppButton>
        <AppButton size="compact-md" onClick={onDelete} aria-label={`Delete ${blog.title}`}>
          Delete
        </AppButton>
      </div>
    </li>
  );
}
