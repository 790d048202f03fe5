import { create } from 'zustand';
import { errorMessage, fieldErrors } from '../api/client';

/** The answer of a submission, so the form can react (toast, redirect, field errors). */
export type SubmissionResult<Answer extends object> =
  ({ ok: true } & Answer) | { ok: false; error: string; fields: Record<string, string> };

export interface SubmissionState<Args extends unknown[], Answer extends object> {
  loading: boolean;
  success: boolean;
  /** The server's error text, else the form's fallback text; null unless the last attempt failed. */
  error: string | null;
  /** The server's per-field messages of a refusal (400/413/415 name the field), shown at the inputs. */
  fields: Record<string, string>;
  /** Share of the body sent so far (0..1) while a file uploads, else null. */
  progress: number | null;
  /** Which form the state belongs to when several share the store (the quote dialog over a region page). */
  scope: string | null;
  submit: (...args: Args) => Promise<SubmissionResult<Answer>>;
  reset: () => void;
}

export interface SubmissionSpec<Args extends unknown[], Answer extends object> {
  /** The text shown when the server gives no readable error of its own. */
  fallbackError: string;
  /** Sends the submission; `onProgress` reports the share of the body sent. */
  send: (args: Args, onProgress: (fraction: number) => void) => Promise<Answer>;
  /** Whether these arguments carry a file whose upload progress the form shows. */
  uploads?: (...args: Args) => boolean;
  /** Which form these arguments come from, when several forms share the store. */
  scopeOf?: (...args: Args) => string;
}

const initial = { loading: false, success: false, error: null, fields: {}, progress: null, scope: null };

/**
 * A store for one of the visitor's forms (contact, quote request, job application): loading while
 * sending, then success, or the server's message and field errors; upload progress for files.
 */
export function createSubmissionStore<Args extends unknown[], Answer extends object = object>(
  spec: SubmissionSpec<Args, Answer>,
) {
  const store = create<SubmissionState<Args, Answer>>()((set) => ({
    ...initial,
    submit: async (...args) => {
      const uploads = spec.uploads?.(...args) ?? false;
      set({
        loading: true,
        success: false,
        error: null,
        fields: {},
        progress: uploads ? 0 : null,
        scope: spec.scopeOf?.(...args) ?? null,
      });
      try {
        const answer = await spec.send(args, (fraction) => {
          if (uploads) set({ progress: fraction });
        });
        set({ loading: false, success: true, progress: null });
        return { ok: true, ...answer };
      } catch (error) {
        const text = errorMessage(error, spec.fallbackError);
        const fields = fieldErrors(error);
        set({ loading: false, error: text, fields, progress: null });
        return { ok: false, error: text, fields };
      }
    },
    reset: () => set(initial),
  }));
  /** Back to the initial state, for tests and stories. */
  const reset = () => store.setState(initial);
  return [store, reset] as const;
}
