import type { z } from 'zod';
import { create } from 'zustand';
import { api, call, errorMessage, HTTPError } from '../api/client';
import { createSaveQueue, type SaveOutcome } from '../lib/save-queue';
import type { BlogAutosaveSchema } from '../schemas/blog';
import { staleCurrent, type Blog } from './blog';

/** The fields an autosave sends, as its schema has them: the post's text as it stands in the editor, every one given. */
export type TypedFields = Required<Omit<z.output<typeof BlogAutosaveSchema>, 'version' | 'revisionId'>>;

/**
 * Where the editor's typing stands: `saved` on the server (a draft itself, a published post's
 * changes as a pending revision); `saving`; `offline` (the last try did not reach the server, another
 * is coming); `conflict` (the post was saved elsewhere meanwhile: the editor asks what to keep).
 */
export type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'conflict' | 'error';

/** After a failed try the next comes this soon, doubling up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

interface PostSessionState {
  /** The post being edited, once it exists on the server. */
  postId: string | null;
  /** The post's version the editor's text is based on: sent with every save. */
  version: number | null;
  /** This editor's last autosave revision: the next autosave folds into it while it is recent. */
  revisionId: string | null;
  state: SaveState;
  /** When the server last took the typing (ISO). */
  savedAt: string | null;
  /** What the server last took from this editor. */
  lastSent: TypedFields | null;
  /** With `conflict`: the post as someone else saved it. */
  current: Blog | null;
  error: string | null;
  /** Starts editing `post` (null: a new post). */
  begin: (post: Pick<Blog, '_id' | 'version'> | null) => void;
  /** Sends the typing; for a new post, the first one creates it as a draft. Retries by itself when offline. */
  autosave: (fields: TypedFields) => Promise<void>;
  /**
   * Before an explicit save: waits for the autosave on its way (and, for a new post whose creation
   * got no answer, tries it once more), then drops what is queued, since the save carries the same
   * fields. Answers the post and version to save on, as they are once that has settled.
   */
  settle: () => Promise<Pick<PostSessionState, 'postId' | 'version'>>;
  /** An explicit save worked: the editor is now on `post`'s version, and the next autosave starts a new revision. */
  saved: (post: Blog) => void;
  /** A save was refused as stale: `current` is the post as it stands. */
  conflicted: (current: Blog) => void;
  /** Keeps the editor's text over the other save: the next save is based on the version it saw. */
  keepMine: () => void;
  /** Ends the session: no retry runs after the editor closed. */
  end: () => void;
}

const blank = {
  postId: null,
  version: null,
  revisionId: null,
  state: 'idle' as SaveState,
  savedAt: null,
  lastSent: null,
  current: null,
  error: null,
};

const isOffline = (error: unknown) => !(error instanceof HTTPError);

/**
 * One editing session of a post in the admin drawer: autosaves on the version the text was typed
 * on, never overwriting another save silently (409 becomes `conflict`), and keeps trying while
 * the network is away. The timing of autosaves (a few seconds after typing stops) is the editor's.
 */
export const usePostSession = create<PostSessionState>()((set, get) => {
  /** Counts sessions, so an answer for a closed one changes nothing. */
  let session = 0;
  /**
   * A new post's creation that got no answer: sent again exactly as it was, with its
   * Idempotency-Key, so a creation the server did store answers that post instead of a second one.
   */
  let creating: { key: string; fields: TypedFields } | null = null;

  const send = async (fields: TypedFields): Promise<SaveOutcome> => {
    const mine = session;
    const { postId, version, revisionId } = get();
    set({ state: 'saving', error: null });
    try {
      if (!postId) {
        const attempt = (creating ??= { key: crypto.randomUUID(), fields });
        const post = await call.post('/api/blogs', {
          json: { ...attempt.fields, status: 'draft' },
          headers: { 'Idempotency-Key': attempt.key },
        });
        if (mine !== session) return 'kept';
        creating = null;
        // Typed after that first try: the next autosave sends it.
        if (attempt.fields !== fields) queue.requeue(fields);
        set({
          postId: post._id,
          version: post.version,
          revisionId: null,
          state: 'saved',
          savedAt: new Date().toISOString(),
          lastSent: attempt.fields,
        });
      } else {
        // begin() and every save set the post and its version together, so a post without one is a bug.
        if (version === null) throw new Error(`post ${postId} has no version to save on`);
        const answer = await call.put('/api/admin/blogs/{id}/autosave', {
          path: { id: postId },
          json: { ...fields, version, ...(revisionId ? { revisionId } : {}) },
        });
        if (mine !== session) return 'kept';
        set({
          version: answer.post.version,
          revisionId: answer.revision.id,
          state: 'saved',
          savedAt: answer.revision.updatedAt,
          lastSent: fields,
        });
      }
      return 'kept';
    } catch (error) {
      if (mine !== session) return 'kept';
      const current = staleCurrent(error);
      if (current) {
        set({ state: 'conflict', current });
        return 'held';
      }
      if (isOffline(error)) {
        set({ state: 'offline' });
        return 'retry';
      }
      creating = null;
      set({ state: 'error', error: errorMessage(error, 'The draft could not be saved') });
      return 'kept';
    }
  };

  /** The editors' queue (lib/save-queue.ts): one request at a time, the latest typing, retried while offline. */
  const queue = createSaveQueue<TypedFields>({ send, retryFirstMs: RETRY_FIRST_MS, retryMaxMs: RETRY_MAX_MS });

  return {
    ...blank,
    begin: (post) => {
      session++;
      creating = null;
      queue.clear();
      set({ ...blank, postId: post?._id ?? null, version: post?.version ?? null });
    },
    autosave: (fields) => queue.put(fields),
    settle: async () => {
      await queue.settle();
      // A creation with no answer yet: once more now, so the save does not make a second post.
      if (creating && !get().postId) {
        await queue.put(creating.fields, { now: true });
        await queue.settle();
      }
      const { postId, version } = get();
      return { postId, version };
    },
    saved: (post) => {
      queue.clear();
      set({ postId: post._id, version: post.version, revisionId: null, state: 'saved', current: null, error: null });
    },
    conflicted: (current) => {
      queue.hold();
      set({ state: 'conflict', current });
    },
    keepMine: () => {
      const { current } = get();
      if (!current) return;
      set({ version: current.version, revisionId: null, state: 'idle', current: null });
      void queue.flush();
    },
    end: () => {
      session++;
      creating = null;
      queue.clear();
      set(blank);
    },
  };
});

/**
 * Back to the initial state, for tests.
 * @public (the session tests import this module dynamically, which knip cannot follow)
 */
export const resetPostSession = () => usePostSession.getState().end();

/** A post's history and preview links, for the editor's panels. */
export const postHistory = {
  list: (postId: string) => call.get('/api/admin/blogs/{id}/revisions', { path: { id: postId } }),
  read: (postId: string, revisionId: string) =>
    call.get('/api/admin/blogs/{id}/revisions/{revisionId}', { path: { id: postId, revisionId } }),
  restore: (postId: string, revisionId: string) =>
    call.post('/api/admin/blogs/{id}/revisions/{revisionId}/restore', { path: { id: postId, revisionId } }),
  createPreview: (postId: string) => call.post('/api/admin/blogs/{id}/preview', { path: { id: postId } }),
  revokePreviews: async (postId: string) => {
    await api.delete(`admin/blogs/${encodeURIComponent(postId)}/preview`);
  },
};
