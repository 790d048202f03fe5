import { Drawer, Modal, NativeSelect, Pagination, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { BLOG_STATUSES, type BlogStatus } from '../../schemas/blog';
import { ADMIN_PAGE_SIZE, useBlogs, type Blog, type BlogDraft, type BlogOutcome } from '../../stores/blog';
import { useCan } from '../../stores/auth';
import { usePostSession } from '../../stores/postSession';
import { AppButton } from '../../ui/AppButton';
import { toast } from '../toast/toast';
import classes from './Admin.module.css';
import { BlogCard } from './BlogCard';
import { BlogForm } from './BlogForm';
import { dropLocalCopy } from './localCopy';
import { AWAITING_REVIEW } from './Review';

/** How long the search waits after the last keystroke before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** Shows the toast the store named for an outcome (the spec's texts: 'Blog Deleted', 'Failed to fetch blogs'...). */
function announce(outcome: BlogOutcome<unknown>) {
  if (outcome.notice) void toast({ message: outcome.notice, variant: outcome.ok ? 'success' : 'error' });
}

/** The list's status filter: each status as the filter names it (plural, as the grid then shows them). */
const STATUS_FILTER: Record<BlogStatus, string> = {
  draft: 'Drafts',
  review: 'Awaiting review',
  scheduled: 'Scheduled',
  published: 'Published',
};
/** The posts of each status, as the grid's empty text names them. */
const STATUS_POSTS: Record<BlogStatus, string> = {
  draft: 'draft posts',
  review: 'posts awaiting review',
  scheduled: 'scheduled posts',
  published: 'published posts',
};
const ALL_POSTS = 'All posts';
const isStatus = (value: string): value is BlogStatus => (BLOG_STATUSES as readonly string[]).includes(value);

interface DrawerState {
  open: boolean;
  editing: Blog | null;
  error: string | null;
  /** Where the post stands after a save that keeps the form open (submitted for review). */
  notice: string | null;
}
const CLOSED: DrawerState = { open: false, editing: null, error: null, notice: null };

/** What the grid says when it has nothing to show, or null when it has posts. */
function emptyText({
  loading,
  error,
  query,
  status,
  count,
}: {
  loading: boolean;
  error: string | null;
  query: string;
  status: BlogStatus | null;
  count: number;
}) {
  if (count > 0) return null;
  if (loading) return 'Loading posts...';
  if (error) return error;
  const kind = status ? STATUS_POSTS[status] : 'posts';
  if (query.trim()) return `No ${kind} have “${query.trim()}” in their title.`;
  if (status) return `No ${kind}.`;
  return "No posts yet. Write the first with 'Create Blog'.";
}

/** The administrator's posts, a page at a time, searchable by title: grid, create/edit drawer and a confirmed delete. */
export function BlogManager() {
  const mayPublish = useCan('publishPosts');
  const {
    blogs,
    total,
    page,
    query,
    status,
    loading,
    error,
    uploadProgress,
    fetchBlogs,
    createBlog,
    updateBlog,
    deleteBlog,
    review,
    uploadImage,
  } = useBlogs();
  const [search, setSearch] = useState(query);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [drawer, setDrawer] = useState<DrawerState>(CLOSED);
  const [toDelete, setToDelete] = useState<Blog | null>(null);
  const closeGuard = useRef<(() => string | null) | null>(null);
  /** What closing the drawer now would lose: asked about before it closes. */
  const [leaving, setLeaving] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  // The first page of every new search; the same search (coming back to the tab) keeps its page.
  useEffect(() => {
    const state = useBlogs.getState();
    void state.fetchBlogs({ query: debounced, page: debounced === state.query ? state.page : 1 }).then(announce);
  }, [debounced]);

  const closeDrawer = () => {
    setLeaving(null);
    setDrawer(CLOSED);
  };
  const openDrawer = (editing: Blog | null) => setDrawer({ ...CLOSED, open: true, editing });

  /**
   * The step of review that follows a save that worked: a contributor's post, submitted, stays open
   * saying where it stands; a post sent back closes, as a save does. Refused, the reason stays
   * beside the form, which is now the saved post's.
   */
  const takeReviewStep = async (saved: Blog, { step, note }: NonNullable<BlogDraft['review']>) => {
    const outcome = await review(saved._id, step, note);
    announce(outcome);
    if (!outcome.ok) {
      setDrawer((current) => ({ ...current, editing: saved, error: outcome.error, notice: null }));
      return;
    }
    usePostSession.getState().saved(outcome.value);
    if (step === 'return') closeDrawer();
    else setDrawer({ open: true, editing: outcome.value, error: null, notice: AWAITING_REVIEW });
  };

  // Who may publish sees the posts awaiting review by themselves; a contributor's are in their list.
  const filters = (Object.entries(STATUS_FILTER) as Array<[BlogStatus, string]>).filter(
    ([value]) => mayPublish || value !== 'review',
  );
  const askToClose = () => {
    const loss = closeGuard.current?.() ?? null;
    if (loss) setLeaving(loss);
    else closeDrawer();
  };
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const empty = emptyText({ loading, error, query, status, count: blogs.length });
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;

  return (
    <section aria-labelledby="blog-manager-title">
      <div className={classes.toolbar}>
        <h2 id="blog-manager-title" className={classes.sectionTitle}>
          Blog posts
        </h2>
        <AppButton onClick={() => openDrawer(null)}>Create Blog</AppButton>
      </div>
      <TextInput
        className={classes.search}
        type="search"
        label="Search posts by title"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <NativeSelect
        className={classes.search}
        label="Show"
        data={[ALL_POSTS, ...filters.map(([value, label]) => ({ value, label }))]}
        value={status ?? ALL_POSTS}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          void fetchBlogs({ page: 1, status: isStatus(chosen) ? chosen : null }).then(announce);
        }}
      />
      <p className={classes.muted} role="status">
        {empty && !drawer.open ? empty : blogs.length > 0 ? `Posts ${first}–${first + blogs.length - 1} of ${total}` : ''}
      </p>
      <ul className={classes.grid} aria-label="Posts" aria-busy={loading}>
        {blogs.map((blog) => (
          <BlogCard key={blog._id} blog={blog} onEdit={() => openDrawer(blog)} onDelete={() => setToDelete(blog)} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className={classes.pagination} aria-label="Pages of posts">
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => void fetchBlogs({ page: next }).then(announce)}
            getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
            getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : 'Previous page' })}
          />
        </nav>
      )}

      <Drawer
        opened={drawer.open}
        onClose={askToClose}
        position="bottom"
        size="85%"
        title={drawer.editing ? 'Edit Blog' : 'Create Blog'}
        closeButtonProps={{ 'aria-label': 'Close the editor' }}
      >
        {drawer.open && (
          <BlogForm
            // A post that changed status (submitted for review) is shown afresh, with its new actions.
            key={drawer.editing ? `${drawer.editing._id}:${drawer.editing.status}` : 'new'}
            initial={drawer.editing ?? undefined}
            loading={loading}
            progress={uploadProgress}
            error={drawer.error}
            success={drawer.notice}
            onUploadImage={uploadImage}
            closeGuardRef={closeGuard}
            mayPublish={mayPublish}
            onSubmit={async (draft) => {
              // A new post the autosave already created is saved as the post it now is.
              const id = drawer.editing?._id ?? usePostSession.getState().postId;
              const outcome = id ? await updateBlog(id, draft) : await createBlog(draft);
              announce(outcome);
              if (outcome.ok) {
                usePostSession.getState().saved(outcome.value);
                dropLocalCopy(outcome.value._id);
                dropLocalCopy(null);
                if (!drawer.editing && id) void fetchBlogs({ page: 1 });
                if (draft.review) await takeReviewStep(outcome.value, draft.review);
                else closeDrawer();
                return;
              }
              if (outcome.current) usePostSession.getState().conflicted(outcome.current);
              // The reason stays beside the form the administrator is filling in.
              setDrawer((current) => ({ ...current, error: outcome.error }));
            }}
          />
        )}
      </Drawer>

      <Modal opened={leaving !== null} onClose={() => setLeaving(null)} title="Close without saving?" centered>
        <p>{leaving}</p>
        <div className={classes.dialogActions}>
          <AppButton variant="outline" onClick={() => setLeaving(null)}>
            Keep editing
          </AppButton>
          <AppButton onClick={closeDrawer}>Close anyway</AppButton>
        </div>
      </Modal>

      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title="Delete this post?" centered>
        <p>“{toDelete?.title}” will be removed from the blog. This cannot be undone.</p>
        <div className={classes.dialogActions}>
          <AppButton variant="outline" onClick={() => setToDelete(null)} disabled={deleting}>
            Cancel
          </AppButton>
          <AppButton
            loading={deleting}
            onClick={async () => {
              if (!toDelete) return;
              setDeleting(true);
              // 'Blog Deleted' when it worked; else 'Failed to delete blog' and the post stays in the grid.
              announce(await deleteBlog(toDelete._id));
              setDeleting(false);
              setToDelete(null);
            }}
          >
            Delete
          </AppButton>
        </div>
      </Modal>
    </section>
  );
}
