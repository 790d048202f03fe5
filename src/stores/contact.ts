import { create } from 'zustand';
import { api, errorMessage, fieldErrors } from '../api/client';

/** Exactly what the contact form sends (decisions.md: no loading or success flags on the wire). */
export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** The spec's failure text when the server gives no message of its own. */
export const CONTACT_FALLBACK_ERROR = 'Something went wrong';

interface ContactState {
  loading: boolean;
  success: boolean;
  /** The server's error text, else CONTACT_FALLBACK_ERROR; null when the last attempt did not fail. */
  error: string | null;
  /** The server's per-field messages of a 400 answer, shown next to the inputs. */
  fields: Record<string, string>;
  /** Sends the message; resolves true once the server stored it. */
  submit: (values: ContactPayload) => Promise<boolean>;
  reset: () => void;
}

const initial = { loading: false, success: false, error: null, fields: {} };

export const useContactStore = create<ContactState>()((set) => ({
  ...initial,
  submit: async ({ name, email, phone, subject, message }) => {
    set({ loading: true, success: false, error: null, fields: {} });
    try {
      // Picked one by one so nothing else the caller holds can reach the server.
      await api.post('contact', { json: { name, email, phone, subject, message } }).json();
      set({ loading: false, success: true });
      return true;
    } catch (error) {
      set({ loading: false, error: await errorMessage(error, CONTACT_FALLBACK_ERROR), fields: await fieldErrors(error) });
      return false;
    }
  },
  reset: () => set(initial),
}));

/** Back to the initial state, for tests. */
export const resetContactStore = () => useContactStore.setState(initial);
