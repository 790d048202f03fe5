import { z } from 'zod';
import { requiredMultiline } from './fields';
import { DeliverySchema } from './inbox';

/*
 * What staff write on an enquiry (server/enquiries/entries.ts): notes the team alone reads, and
 * replies mailed to the visitor through the outbox, one conversation in their mail program.
 */

/** The longest note or reply: a long letter, not a document. */
export const ENTRY_MAX_LENGTH = 20_000;

/** POST /api/admin/{kind}/:id/notes and …/replies */
export const EntryInputSchema = z.strictObject({
  text: requiredMultiline('Text', ENTRY_MAX_LENGTH),
});

/** Who wrote it, as they were named then (a removed account keeps its name here, its id null). */
const AuthorSchema = z.object({ id: z.string().nullable(), name: z.string() });

export const NoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: AuthorSchema,
  /** ISO 8601, from the server's clock. */
  createdAt: z.string(),
});
export type Note = z.output<typeof NoteSchema>;

export const ReplySchema = NoteSchema.extend({
  /** Its mail to the visitor, as the outbox tells it: queued, retrying, sent or failed. */
  delivery: DeliverySchema,
});
export type Reply = z.output<typeof ReplySchema>;

/** POST …/replies answers 202: the reply, queued. */
export const QueuedReplySchema = z.object({ id: z.string(), delivery: DeliverySchema });

/** What GET /api/admin/{kind}/:id adds to an inbox item: its notes and its replies, oldest first. */
export const ConversationSchema = z.object({
  notes: z.array(NoteSchema),
  replies: z.array(ReplySchema),
});
export type Conversation = z.output<typeof ConversationSchema>;
