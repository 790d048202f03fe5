import { Drawer, Modal } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { useEffect, useState } from 'react';
import { truncate } from '../../seo/truncate';
import { useBlogs, type Blog } from '../../stores/blog';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';
import { BlogForm } from './BlogForm';
import { htmlToText } from '../../schemas/html-text';
import { ADMIN_EXCERPT_MAX, ADMIN_TITLE_MAX } from './text';

const PLACEHOLDER_IMAGE = '/images/og-default.png';

function BlogCard({ blog, onEdit, onDelete }: { blog: Blog; onEdit: () => void; onDelete: () => void }) {
  const headingId = `admin-post-${blog._id}`;
  return (
    <li className={classes.card} data-admin-post={blog._id} aria-labelledby={headingId}>
      <img className={classes.cardImage} src={blog.imageUrl || PLACEHOLDER_IMAGE} alt="" width={1200} height={630} loading="lazy" />
      <div className={classes.cardBody}>
        <h3 id={headingId} className={classes.cardTitle} title={blog.title.length > ADMIN_TITLE_MAX ? blog.title : undefined}>
          {truncate(blog.title, ADMIN_TITLE_MAX)}
        </h3>
        <p className={classes.muted}>By {blog.author?.username || 'Unknown'}</p>
        <p className={classes.muted}>{truncate(htmlToText(blog.content), ADMIN_EXCERPT_MAX)}</p>
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

/** The administrator's posts: grid, create/edit drawer and a confirmed delete. */
export function BlogManager() {
  const { blogs, loading, error, uploadProgress, fetchBlogs, createBlog, updateBlog, deleteBlog } = useBlogs();
  const [drawer, setDrawer] = useState<{ open: boolean; editing: Blog | null; error: string | null }>({
    open: false,
    editing: null,
    error: null,
  });
  const [toDelete, setToDelete] = useState<Blog | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    void fetchBlogs();
  }, [fetchBlogs]);

  const closeDrawer = () => setDrawer({ open: false, editing: null, error: null });

  return (
    <section aria-labelledby="blog-manager-title">
      <div className={classes.toolbar}>
        <h2 id="blog-manager-title" className={classes.sectionTitle}>
          Blog posts
        </h2>
        <AppButton onClick={() => setDrawer({ open: true, editing: null, error: null })}>Create Blog</AppButton>
      </div>
      {loading && blogs.length === 0 && !drawer.open && <p className={classes.muted}>Loading posts...</p>}
      {!loading && blogs.length === 0 && !error && <p className={classes.muted}>No posts yet.</p>}
      {error && blogs.length === 0 && !drawer.open && <p className={classes.muted}>{error}</p>}
      <ul className={classes.grid} aria-label="Posts">
        {blogs.map((blog) => (
          <BlogCard
            key={blog._id}
            blog={blog}
            onEdit={() => setDrawer({ open: true, editing: blog, error: null })}
            onDelete={() => setToDelete(blog)}
          />
        ))}
      </ul>

      <Drawer
        opened={drawer.open}
        onClose={closeDrawer}
        position="bottom"
        size="85%"
        title={drawer.editing ? 'Edit Blog' : 'Create Blog'}
      >
        {drawer.open && (
          <BlogForm
            key={drawer.editing?._id ?? 'new'}
            initial={drawer.editing ?? undefined}
            loading={loading}
            progress={uploadProgress}
            error={drawer.error}
            onSubmit={async (draft) => {
              try {
                if (drawer.editing) await updateBlog(drawer.editing._id, draft);
                else await createBlog(draft);
                closeDrawer();
              } catch (failure) {
                // The store has shown the toast; the reason stays beside the form the visitor is filling in.
                setDrawer((current) => ({ ...current, error: failure instanceof Error ? failure.message : String(failure) }));
              }
            }}
          />
        )}
      </Drawer>

      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title="Delete this post?" centered>
        <p>
          “{toDelete?.title}” will be removed from the blog. This cannot be undone.
        </p>
        <div className={classes.dialogActions}>
          <AppButton variant="outline" onClick={() => setToDelete(null)} disabled={deleting}>
            Cancel
          </AppButton>
          <AppButton
            loading={deleting}
            onClick={async () => {
              if (!toDelete) return;
              setDeleting(true);
              try {
                await deleteBlog(toDelete._id);
              } catch {
                // 'Failed to delete blog' is already on screen; the post stays in the grid.
              } finally {
                setDeleting(false);
                setToDelete(null);
              }
            }}
          >
            Delete
          </AppButton>
        </div>
      </Modal>
    </section>
  );
}
