import type { JobApplication } from '../schemas';
import { create } from 'zustand';
import { errorMessage, fieldErrors, upload } from '../api/client';

/** The fields the form sends, named as the shared schema names them; all text in the multipart body. */
export type JobApplicationPayload = { [K in keyof JobApplication]-?: string };

/** decisions.md: shown when the server gives no error text of its own. */
export const APPLICATION_FALLBACK_ERROR = 'Failed to submit application. Please try again.';

interface JobApplicationState {
  loading: boolean;
  success: boolean;
  /** The server's error text, else APPLICATION_FALLBACK_ERROR; null unless the last attempt failed. */
  error: string | null;
  /** The server's per-field messages (400/413/415 answers name the field), shown at the inputs. */
  fields: Record<string, string>;
  /** Share of the request body sent so far (0..1) while loading. */
  progress: number;
  /** Sends the application with its CV; resolves true once the server stored it. */
  submit: (values: JobApplicationPayload, resume: File) => Promise<boolean>;
  reset: () => void;
}

const initial = { loading: false, success: false, error: null, fields: {}, progress: 0 };

export const useJobApplicationStore = create<JobApplicationState>()((set) => ({
  ...initial,
  submit: async (values, resume) => {
    set({ loading: true, success: false, error: null, fields: {}, progress: 0 });
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value);
    body.append('resume', resume, resume.name);
    try {
      await upload('jobs/apply', body, (progress) => set({ progress })).json();
      set({ loading: false, success: true, progress: 1 });
      return true;
    } catch (error) {
      set({
        loading: false,
        error: await errorMessage(error, APPLICATION_FALLBACK_ERROR),
        fields: await fieldErrors(error),
        progress: 0,
      });
      return false;
    }
  },
  reset: () => set(initial),
}));

/** Back to the initial state, for tests. */
export const resetJobApplicationStore = () => useJobApplicationStore.setState(initial);
