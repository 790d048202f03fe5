import { api } from '../api/client';
import { withSpamProof } from './spamProof';
import { createSubmissionStore } from './submission';

/** Exactly what the contact form sends (the form's own loading and success flags never go on the wire). */
export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** Messages from the contact form. */
export const [useContactStore, resetContactStore] = createSubmissionStore<
  [values: ContactPayload, guards?: Record<string, string>]
>({
  // Shown when the server gives no message of its own.
  fallbackError: 'Something went wrong',
  send: async ([{ name, email, phone, subject, message }, guards = {}]) => {
    // Picked one by one so nothing else the caller holds can reach the server; the form's guard
    // field (the honeypot) goes along as the form would post it.
    const proved = await withSpamProof(guards);
    await api.post('contact', { json: { name, email, phone, subject, message, ...proved } }).json();
    return {};
  },
});
