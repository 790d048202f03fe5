import { create } from 'zustand';
import { call, errorMessage, HTTPError, refusalBody, upload } from '../api/client';
import { readSession } from '../api/tokens';
import type { BlogStatus, Post } from '../schemas/blog';

/** A post as the API answers it; the admin grid also shows older posts that lost their author. */
export type Blog = Omit<Post, 'author'> & { author: Post['author'] | null };

/**
 * What the blog form sends. The cover is a new file to upload (`image`), else the address it
 * keeps (`imageUrl`, '' for none); `status` says whether the post is saved as a draft or published.
 */
export interface BlogDraft {
  title: string;
  content: string;
  excerpt: string;
  image: File | null;
  imageUrl: string;
  imageAlt: string;
  status: BlogStatus;
  /** With status 'scheduled': when it goes out (ISO 8601, UTC). */
  publishedDate?: string;
  metaTitle?: string;
  metaDescription?: string;
  /** A new share image to upload, else the address kept (`socialImageUrl`, '' for none). */
  socialImage?: File | null;
  socialImageUrl?: string;
  /** The version the text was typed on: a save on an older one is refused (409) rather than overwriting. */
  version?: number;
  /**
   * A step of review once the post is saved: a contributor's draft submitted with their note for
   * the editor ('' for none), or a post in review sent back to its author with the editor's note.
   */
  review?: { step: ReviewStep; note: string };
}

export type ReviewStep = 'submit' | 'return';

/** An image stored by the upload endpoint, with its size in pixels when the server knows it. */
export interface UploadedImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * What an action of the store came to, for the admin screen to show: `notice` is the toast text the
 * spec gives for it (none for a save that worked, which the closing drawer shows); `error` is the
 * reason, for beside the form.
 */
export type BlogOutcome<T> =
  | { ok: true; value: T; notice?: string }
  | { ok: false; error: string; notice: string; /** A save refused as stale: the post as it stands. */ current?: Blog };

const UNAUTHORIZED = 'Unauthorized: No access token provided';
const IMAGE_UPLOAD_FAILED = 'Image upload failed';
/** Posts on one page of the admin grid (three or four rows, whatever the width). */
export const ADMIN_PAGE_SIZE = 12;

interface BlogState {
  /** The page of posts shown, newest first, drafts included. */
  blogs: Blog[];
  /** Posts matching `query`, over all pages. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** Words the titles are searched for; '' for every post. */
  query: string;
  /** Only posts with this status; null for every post. */
  status: BlogStatus | null;
  loading: boolean;
  error: string | null;
  /** Upload progress of the image being sent, 0..1, or null when no upload is running. */
  uploadProgress: number | null;
  /** Loads a page of posts (the current page, query and status unless given). */
  fetchBlogs: (options?: { page?: number; query?: string; status?: BlogStatus | null }) => Promise<BlogOutcome<Blog[]>>;
  createBlog: (draft: BlogDraft) => Promise<BlogOutcome<Blog>>;
  updateBlog: (id: string, draft: BlogDraft) => Promise<BlogOutcome<Blog>>;
  deleteBlog: (id: string) => Promise<BlogOutcome<string>>;
  /** Submits a saved draft for review, or sends a post in review back to its author, with `note`. */
  review: (id: string, step: ReviewStep, note: string) => Promise<BlogOutcome<Blog>>;
  /** Uploads an image for the body of a post. */
  uploadImage: (file: File) => Promise<BlogOutcome<UploadedImage>>;
}

const initial = {
  blogs: [] as Blog[],
  total: 0,
  page: 1,
  query: '',
  status: null,
  loading: false,
  error: null,
  uploadProgress: null,
};

function requireToken() {
  if (!readSession().token) throw new Error(UNAUTHORIZED);
}

/**
 * Sends the image to the API and returns its public address and size. Anything but an image, a
 * failed upload or an answer without a URL is reported as 'Image upload failed'.
 */
async function sendImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  if (!file.type.startsWith('image/')) throw new Error(IMAGE_UPLOAD_FAILED);
  const body = new FormData();
  body.append('file', file, file.name);
  let answer: { secure_url?: unknown; width?: unknown; height?: unknown };
  try {
    answer = await upload('uploads/images', body, onProgress).json();
  } catch {
    throw new Error(IMAGE_UPLOAD_FAILED);
  }
  const { secure_url: url, width, height } = answer;
  if (typeof url !== 'string' || !url) throw new Error(IMAGE_UPLOAD_FAILED);
  return { url, ...(typeof width === 'number' && typeof height === 'number' ? { width, height } : {}) };
}

/** The post a 409 answer carries (a save based on an older version), else null. */
export function staleCurrent(error: unknown): Blog | null {
  if (!(error instanceof HTTPError) || error.response.status !== 409) return null;
  return refusalBody<{ current: Blog }>(error).current ?? null;
}

/** The reason a request failed: the two the store names itself, else the server's text, else `fallback`. */
function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof Error && (error.message === UNAUTHORIZED || error.message === IMAGE_UPLOAD_FAILED)) return error.message;
  return errorMessage(error, fallback);
}

/** The administrator's posts, a page at a time: list, search, create, update, delete, each calling the API. */
export const useBlogs = create<BlogState>()((set, get) => {
  /** Counts list requests, so an older answer that arrives late never replaces a newer one. */
  let latest = 0;

  /** Runs a write: checks the token; a failure is stored and answered with `failure` as the toast. */
  async function write<T>(failure: string, action: () => Promise<T>, notice?: string): Promise<BlogOutcome<T>> {
    set({ loading: true, error: null });
    try {
      requireToken();
      const value = await action();
      set({ loading: false, uploadProgress: null });
      return { ok: true, value, ...(notice ? { notice } : {}) };
    } catch (error) {
      const reason = reasonOf(error, failure);
      set({ loading: false, uploadProgress: null, error: reason });
      const current = staleCurrent(error);
      return { ok: false, error: reason, notice: failure, ...(current ? { current } : {}) };
    }
  }

  /** The fields PUT and POST take: a new cover replaces the kept one; no cover means no alt text. */
  const body = async (draft: BlogDraft) => {
    const progress = (fraction: number) => set({ uploadProgress: fraction });
    const image = draft.image ? await sendImage(draft.image, progress) : null;
    const social = draft.socialImage ? await sendImage(draft.socialImage, progress) : null;
    const imageUrl = image?.url ?? draft.imageUrl;
    const socialImageUrl = social?.url ?? draft.socialImageUrl;
    return {
      title: draft.title,
      content: draft.content,
      excerpt: draft.excerpt,
      imageUrl,
      imageAlt: imageUrl ? draft.imageAlt : '',
      status: draft.status,
      ...(draft.status === 'scheduled' && draft.publishedDate ? { publishedDate: draft.publishedDate } : {}),
      ...(draft.metaTitle === undefined ? {} : { metaTitle: draft.metaTitle }),
      ...(draft.metaDescription === undefined ? {} : { metaDescription: draft.metaDescription }),
      ...(socialImageUrl === undefined ? {} : { socialImageUrl }),
      ...(draft.version === undefined ? {} : { version: draft.version }),
    };
  };

  return {
    ...initial,
    fetchBlogs: async (options = {}) => {
      const page = options.page ?? get().page;
      const query = options.query ?? get().query;
      const status = options.status === undefined ? get().status : options.status;
      const request = ++latest;
      set({ loading: true, error: null, page, query, status });
      try {
        const list = await call.get('/api/admin/blogs', {
          query: { page, limit: ADMIN_PAGE_SIZE, q: query.trim() || undefined, status: status || undefined },
        });
        if (request === latest) set({ blogs: list.posts, total: list.total, loading: false });
        return { ok: true, value: list.posts };
      } catch (error) {
        const reason = errorMessage(error, 'Failed to fetch blogs');
        if (request === latest) set({ loading: false, error: reason });
        return { ok: false, error: reason, notice: 'Failed to fetch blogs' };
      }
    },
    createBlog: (draft) =>
      write('Failed to create blog', async () => {
        const blog = await call.post('/api/blogs', { json: await body(draft) });
        // The list is newest first: the new post heads the page shown.
        const rest = get().blogs.filter((existing) => existing._id !== blog._id);
        set({ blogs: [blog, ...rest].slice(0, ADMIN_PAGE_SIZE), total: get().total + 1 });
        return blog;
      }),
    updateBlog: (id, draft) =>
      write('Failed to update blog', async () => {
        const blog = await call.put('/api/blogs/{id}', { path: { id }, json: await body(draft) });
        set({ blogs: get().blogs.map((existing) => (existing._id === blog._id ? blog : existing)) });
        return blog;
      }),
    review: (id, step, note) =>
      write(
        step === 'submit' ? 'Failed to submit the post for review' : 'Failed to send the post back',
        async () => {
          const json = step === 'return' || note ? { note } : {};
          const blog = await call.post(`/api/admin/blogs/{id}/${step}`, { path: { id }, json });
          const { blogs, status, total } = get();
          if (!blogs.some((existing) => existing._id === blog._id)) return blog;
          // A list of one status (the editors' "Awaiting review") loses a post that has left it.
          if (status && blog.status !== status) {
            set({ blogs: blogs.filter((existing) => existing._id !== blog._id), total: Math.max(0, total - 1) });
          } else set({ blogs: blogs.map((existing) => (existing._id === blog._id ? blog : existing)) });
          return blog;
        },
        // A post submitted says where it stands in its form, which stays open; one sent back closes.
        step === 'return' ? 'Sent back to its author' : undefined,
      ),
    deleteBlog: async (id) => {
      const outcome = await write(
        'Failed to delete blog',
        async () => {
          const { _id } = await call.delete('/api/blogs/{id}', { path: { id } });
          set({ blogs: get().blogs.filter((blog) => blog._id !== _id), total: Math.max(0, get().total - 1) });
          return _id;
        },
        // Only a delete that succeeded says so.
        'Blog Deleted',
      );
      // The last post of a later page is gone: show the page before it.
      const { blogs, page } = get();
      if (outcome.ok && blogs.length === 0 && page > 1) void get().fetchBlogs({ page: page - 1 });
      return outcome;
    },
    uploadImage: (file) => write(IMAGE_UPLOAD_FAILED, () => sendImage(file, (fraction) => set({ uploadProgress: fraction }))),
  };
});

/**
 * Back to the initial state, for tests.
 * @public (the store tests import this module dynamically, which knip cannot follow)
 */
export const resetBlogs = () => useBlogs.setState(initial);
