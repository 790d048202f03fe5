import type { QuoteRequest } from '../schemas';
import { create } from 'zustand';
import { errorMessage, fieldErrors, upload } from '../api/client';

/** Which form sends the request: the site-wide dialog or a region page. */
export type QuoteRegion = QuoteRequest['region'];

/** Every text field of a quote request, as the forms hold them (the shared schema's fields). */
export type QuoteValues = { [K in Exclude<keyof QuoteRequest, 'region'>]: string };

/** The answer of a submission, so the form can react (toast, redirect, field errors). */
export type QuoteResult =
  | { ok: true; id: string; message: string }
  | { ok: false; error: string; fields: Record<string, string> };

/** The spec's text when the server gives no readable error. */
export const UNKNOWN_QUOTE_ERROR = 'An unknown error occurred';

interface QuoteState {
  loading: boolean;
  success: boolean;
  error: string | null;
  /** Field messages of the last refusal (a 400 names the fields). */
  fields: Record<string, string>;
  /** Which form the state belongs to: the dialog can open over a region page. */
  region: QuoteRegion | null;
  /** Upload progress 0..1 while a file is being sent, else null. */
  progress: number | null;
  submit: (values: QuoteValues, file: File | null | undefined, region: QuoteRegion) => Promise<QuoteResult>;
  reset: () => void;
}

const initial = { loading: false, success: false, error: null, fields: {}, region: null, progress: null } satisfies Partial<QuoteState>;

/** The multipart body of POST /api/request-quote: every field as text, the region, the file. */
export function quoteFormData(values: QuoteValues, file: File | null | undefined, region: QuoteRegion): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  body.append('region', region);
  if (file) body.append('file', file, file.name);
  return body;
}

/** Quote requests from the dialog and the region pages. */
export const useQuote = create<QuoteState>()((set) => ({
  ...initial,
  submit: async (values, file, region) => {
    set({ loading: true, success: false, error: null, fields: {}, region, progress: file ? 0 : null });
    try {
      const answer = await upload('request-quote', quoteFormData(values, file, region), (fraction) => {
        if (file) set({ progress: fraction });
      }).json<{ id: string; message: string }>();
      set({ loading: false, success: true, progress: null });
      return { ok: true, id: answer.id, message: answer.message };
    } catch (error) {
      const [text, fields] = await Promise.all([errorMessage(error, UNKNOWN_QUOTE_ERROR), fieldErrors(error)]);
      set({ loading: false, error: text, fields, progress: null });
      return { ok: false, error: text, fields };
    }
  },
  reset: () => set(initial),
}));

/** Back to the initial state, for tests. */
export const resetQuote = () => useQuote.setState(initial);
