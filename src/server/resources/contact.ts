import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { ContactMessageSchema } from '../../schemas/contact';
import type { AppEnv, Deps } from '../context';
import { contacts } from '../db/schema';
import { jsonInput } from '../http/json-input';

/** /api/contact: the contact form (JSON). */
export function contactRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/', deps.submissionLimit('contact'), jsonInput(ContactMessageSchema), async (c) => {
    const message = c.req.valid('json');
    const id = randomUUID();
    await deps.db.insert(contacts).values({ id, ...message });
    deps.notifier.notify({
      subject: `Contact form: ${message.subject}`,
      replyTo: message.email,
      lines: [
        ['Name', message.name],
        ['Email', message.email],
        ['Phone', message.phone],
        ['Subject', message.subject],
        ['Message', message.message],
      ],
    });
    return c.json({ id, message: 'Thank you for submitting! We will get to you as soon as possible.' }, 201);
  });
}
