import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ContactMessageSchema } from '../../schemas/contact';
import { CV_MESSAGES, JobApplicationSchema, MAX_CV_BYTES } from '../../schemas/job-application';
import { MAX_QUOTE_FILE_BYTES, QuoteRequestSchema } from '../../schemas/quote';
import type { Deps } from '../context';
import type { Tx } from '../db/types';
import { applications, contacts, quotes } from '../db/schema';
import type { DetectedType } from '../files/kinds';
import { detectAny, detectCv } from '../files/kinds';
import type { Notification } from '../notify/mailer';
import type { PageForm } from '../../schemas/page-forms';
import type { InboxKind } from '../../schemas/inbox';
import type { Arrival } from '../enquiries/tracking';

export interface FileSpec {
  /** The multipart part (and form field) that carries it. */
  field: string;
  kind: 'quote' | 'cv';
  maxBytes: number;
  /** The message for a file over maxBytes; default: the limit in MB. */
  tooLarge?: string;
  /** The message for a missing file, when one is required. */
  required?: string;
  /** The file's type by its content, or null when that type is refused (415 with `refused`). */
  detect(path: string, declaredType: string): Promise<DetectedType | null>;
  refused?: string;
}

/**
 * One of the visitor's forms, as the server stores it: its schema, its file, the row and the mail.
 * The API call and the page's HTML form both go through submit() with it (submissions/submit.ts):
 * one way in, whatever the format the visitor's browser sent.
 */
export interface FormDefinition<S extends z.ZodType<object> = z.ZodType<object>> {
  /** The rate limit's counter, shared by the API call and the page's form. */
  endpoint: 'contact' | 'request-quote' | 'jobs-apply';
  /** The inbox's list it lands in (and what its mail and webhooks name). */
  kind: InboxKind;
  schema: S;
  file?: FileSpec;
  /**
   * What the server records beside what was sent, found before the submission is stored (a job
   * application's `openRole`); stored, mailed and sent to the webhooks with it.
   */
  facts?(values: z.output<S>, site: Pick<Deps, 'openRoles'>): Promise<Record<string, unknown>>;
  /**
   * Stores the submission (with its facts) in the transaction that stores its file, with when it
   * arrived and is due (enquiries/tracking.ts); returns its id.
   */
  insert(tx: Tx, values: z.output<S>, fileId: string | null, spamReason: string | null, arrival: Arrival): Promise<string>;
  /** The mail to the company, queued with the row (never for a suspect). */
  notify(values: z.output<S>): Omit<Notification, 'attachment'>;
  /** What the API answers with the new id (201). */
  message: string;
}

const define = <S extends z.ZodType<object>>(form: FormDefinition<S>) => form as unknown as FormDefinition;

/** The contact form: JSON through the API, a plain form post from the page. */
export const contactForm = define({
  endpoint: 'contact',
  kind: 'contacts',
  schema: ContactMessageSchema,
  insert: async (tx, message, _fileId, spamReason, arrival) => {
    const id = randomUUID();
    await tx.insert(contacts).values({ id, ...message, spamReason, ...arrival });
    return id;
  },
  notify: (message) => ({
    subject: `Contact form: ${message.subject}`,
    replyTo: message.email,
    lines: [
      ['Name', message.name],
      ['Email', message.email],
      ['Phone', message.phone],
      ['Subject', message.subject],
      ['Message', message.message],
    ],
  }),
  message: 'Thank you for submitting! We will get to you as soon as possible.',
});

/** A quote request from the dialog or a region page, with an optional attachment of any type. */
export const quoteForm = define({
  endpoint: 'request-quote',
  kind: 'quotes',
  schema: QuoteRequestSchema,
  file: { field: 'file', kind: 'quote', maxBytes: MAX_QUOTE_FILE_BYTES, detect: detectAny },
  insert: async (tx, quote, fileId, spamReason, arrival) => {
    const id = randomUUID();
    await tx.insert(quotes).values({ id, ...quote, fileId, spamReason, ...arrival });
    return id;
  },
  notify: (quote) => ({
    subject: `Quote request from ${quote.fullName} (${quote.companyName})`,
    replyTo: quote.email,
    lines: [
      ['Form', quote.region],
      ['Full name', quote.fullName],
      ['Email', quote.email],
      ['Phone', quote.phone],
      ['Company', quote.companyName],
      ['Company size', quote.size],
      ['Contact method', quote.contactMethod],
      ['Service', quote.services],
      ['Budget', quote.budget],
      ['Deadline', quote.deadline],
      ['Heard of us through', quote.source],
      ['Description', quote.description],
      ['Additional details', quote.additionalDetails],
    ],
  }),
  message: 'Your quote request has been submitted successfully!',
});

/** Whether submit() found the application's position open (its facts); false when it was not asked. */
const openRoleOf = (application: object) => (application as { openRole?: boolean }).openRole === true;

/** A job application with its required CV. */
export const jobForm = define({
  endpoint: 'jobs-apply',
  kind: 'applications',
  schema: JobApplicationSchema,
  file: {
    field: 'resume',
    kind: 'cv',
    maxBytes: MAX_CV_BYTES,
    tooLarge: CV_MESSAGES.tooLarge,
    required: CV_MESSAGES.required,
    detect: detectCv,
    refused: CV_MESSAGES.wrongType,
  },
  // Whether the position is one of the roles open now; any other (closed meanwhile, or the
  // client's own words) is received all the same, as a speculative application.
  facts: async (application, site) => ({ openRole: (await site.openRoles()).has(application.position) }),
  insert: async (tx, application, fileId, spamReason, arrival) => {
    // submit() insists on the CV (required above), so fileId is set here.
    if (!fileId) throw new Error('a job application without its CV');
    const id = randomUUID();
    await tx
      .insert(applications)
      .values({ id, ...application, openRole: openRoleOf(application), fileId, spamReason, ...arrival });
    return id;
  },
  notify: (application) => ({
    subject: `Job application: ${application.position} - ${application.name}`,
    replyTo: application.email,
    lines: [
      ['Position', openRoleOf(application) ? application.position : `${application.position} (speculative: not an open role)`],
      ['Name', application.name],
      ['Email', application.email],
      ['Contact number', application.contact],
      ['Town/City', application.town],
      ['Country', application.country],
      ['Expected salary', `${application.salary} ${application.currency}`],
      ['Additional information', application.info],
    ],
  }),
  message: 'Application submitted successfully!',
});

/**
 * The pages' forms (schemas/page-forms.ts) and what each stores: the quote forms name their region
 * themselves, so a page's post cannot say it came from another.
 */
export const pageFormDefinitions: Record<PageForm, { form: FormDefinition; fixed?: Record<string, string> }> = {
  'contact-form': { form: contactForm },
  'career-form': { form: jobForm },
  'quote-form-uk': { form: quoteForm, fixed: { region: 'uk' } },
  'quote-form-nepal': { form: quoteForm, fixed: { region: 'nepal' } },
  'quote-dialog': { form: quoteForm, fixed: { region: 'modal' } },
};

/** The names of a form's own fields (its schema's), which a refused page shows again as typed. */
export function fieldNamesOf(form: FormDefinition): string[] {
  const { schema } = form as { schema: { shape?: Record<string, unknown> } };
  return Object.keys(schema.shape ?? {});
}
