import { create } from 'zustand';
import { api, errorMessage, upload } from '../api/client';
import { readSession } from '../api/tokens';
import { toast } from '../features/toast/toast';

/** A post as GET /api/blogs returns it. */
export interface Blog {
  _id: string;
  title: string;
  content: string;
  imageUrl: string;
  author: { username: string } | null;
  publishedDate: string;
  createdAt: string;
  updatedAt: string;
}

/** What the blog form sends: the image is a new file to upload, or null to keep the current one. */
export interface BlogDraft {
  title: string;
  content: string;
  image: File | null;
}

export const UNAUTHORIZED = 'Unauthorized: No access token provided';
export const IMAGE_UPLOAD_FAILED = 'Image upload failed';

interface BlogState {
  blogs: Blog[];
  loading: boolean;
  error: string | null;
  /** Upload progress of the image being sent, 0..1, or null when no upload is running. */
  uploadProgress: number | null;
  fetchBlogs: () => Promise<void>;
  /** Resolves with the created post; rejects with the reason (also stored in `error`). */
  createBlog: (draft: BlogDraft) => Promise<Blog>;
  updateBlog: (id: string, draft: BlogDraft) => Promise<Blog>;
  deleteBlog: (id: string) => Promise<string>;
}

const initial = { blogs: [] as Blog[], loading: false, error: null, uploadProgress: null };

function requireToken() {
  if (!readSession().token) throw new Error(UNAUTHORIZED);
}

/**
 * Sends the image to the API and returns its public address. Anything but an image, a failed
 * upload or an answer without a URL is reported as 'Image upload failed'.
 */
async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error(IMAGE_UPLOAD_FAILED);
  const body = new FormData();
  body.append('file', file, file.name);
  let url: unknown;
  try {
    url = (await upload('uploads/images', body, onProgress).json<{ secure_url?: unknown }>()).secure_url;
  } catch {
    throw new Error(IMAGE_UPLOAD_FAILED);
  }
  if (typeof url !== 'string' || !url) throw new Error(IMAGE_UPLOAD_FAILED);
  return url;
}

/** The administrator's posts: list, create, update, delete, each calling the API. */
export const useBlogs = create<BlogState>()((set, get) => {
  /** Runs a write: checks the token, reports failure with `failure` as the toast, rethrows the reason. */
  async function write<T>(failure: string, action: () => Promise<T>): Promise<T> {
    set({ loading: true, error: null });
    try {
      requireToken();
      const result = await action();
      set({ loading: false, uploadProgress: null });
      return result;
    } catch (error) {
      const known = error instanceof Error && (error.message === UNAUTHORIZED || error.message === IMAGE_UPLOAD_FAILED);
      const reason = known ? error.message : await errorMessage(error, failure);
      set({ loading: false, uploadProgress: null, error: reason });
      void toast({ message: failure, variant: 'error' });
      throw new Error(reason);
    }
  }

  const imageUrlOf = async (image: File | null) =>
    image ? uploadImage(image, (fraction) => set({ uploadProgress: fraction })) : undefined;

  return {
    ...initial,
    fetchBlogs: async () => {
      set({ loading: true, error: null });
      try {
        const blogs = await api.get('blogs').json<Blog[]>();
        set({ blogs, loading: false });
      } catch (error) {
        set({ loading: false, error: await errorMessage(error, 'Failed to fetch blogs') });
        void toast({ message: 'Failed to fetch blogs', variant: 'error' });
      }
    },
    createBlog: (draft) =>
      write('Failed to create blog', async () => {
        const imageUrl = await imageUrlOf(draft.image);
        const blog = await api
          .post('blogs', { json: { title: draft.title, content: draft.content, ...(imageUrl ? { imageUrl } : {}) } })
          .json<Blog>();
        set({ blogs: [...get().blogs, blog] });
        return blog;
      }),
    updateBlog: (id, draft) =>
      write('Failed to update blog', async () => {
        const imageUrl = await imageUrlOf(draft.image);
        const blog = await api
          .put(`blogs/${encodeURIComponent(id)}`, {
            json: { title: draft.title, content: draft.content, ...(imageUrl ? { imageUrl } : {}) },
          })
          .json<Blog>();
        set({ blogs: get().blogs.map((existing) => (existing._id === blog._id ? blog : existing)) });
        return blog;
      }),
    deleteBlog: async (id) => {
      const deleted = await write('Failed to delete blog', async () => {
        const { _id } = await api.delete(`blogs/${encodeURIComponent(id)}`).json<{ _id: string }>();
        set({ blogs: get().blogs.filter((blog) => blog._id !== _id) });
        return _id;
      });
      // Only a delete that succeeded says so.
      void toast({ message: 'Blog Deleted', variant: 'success' });
      return deleted;
    },
  };
});

/**
 * Back to the initial state, for tests.
 * @public (the store tests import this module dynamically, which knip cannot follow)
 */
export const resetBlogs = () => useBlogs.setState(initial);
