import type { QuoteRequest } from '../schemas';
import { call } from '../api/client';
import { xhrFetch } from '../api/xhrFetch';
import { createSubmissionStore, type SubmissionResult } from './submission';
import { withSpamProof } from './spamProof';

/** Which form sends the request: the site-wide dialog or a region page. */
export type QuoteRegion = QuoteRequest['region'];

/** Every text field of a quote request, as the forms hold them (the shared schema's fields). */
export type QuoteValues = { [K in Exclude<keyof QuoteRequest, 'region'>]: string };

/** Both kinds of form start empty (no 'Not Specified' placeholder value in the inputs). */
export const emptyQuoteValues: QuoteValues = {
  fullName: '',
  email: '',
  phone: '',
  companyName: '',
  size: '',
  contactMethod: '',
  services: '',
  description: '',
  budget: '',
  source: '',
  additionalDetails: '',
  deadline: '',
};

export type QuoteResult = SubmissionResult<{ id: string; message: string }>;

/**
 * The multipart body of POST /api/request-quote: every field as text, the region, the file, and
 * the form's guard fields (the honeypot, a kept file's token, the proof of work) as the form would post them.
 */
export function quoteFormData(
  values: QuoteValues,
  file: File | null | undefined,
  region: QuoteRegion,
  guards: Record<string, string> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...guards, ...values })) body.append(name, value);
  body.append('region', region);
  if (file) body.append('file', file, file.name);
  return body;
}

/** Quote requests from the dialog and the region pages; `scope` says which region's form sent the last one. */
export const [useQuote, resetQuote] = createSubmissionStore<
  [values: QuoteValues, file: File | null | undefined, region: QuoteRegion, guards?: Record<string, string>],
  { id: string; message: string }
>({
  // Shown when the server gives no readable error.
  fallbackError: 'An unknown error occurred',
  uploads: (_values, file) => Boolean(file),
  scopeOf: (_values, _file, region) => region,
  // A multipart body, sent through XMLHttpRequest for its upload progress (../api/xhrFetch.ts).
  send: async ([values, file, region, guards], onProgress) =>
    call.post('/api/request-quote', {
      body: quoteFormData(values, file, region, await withSpamProof(guards)),
      fetch: xhrFetch(onProgress),
    }),
});
