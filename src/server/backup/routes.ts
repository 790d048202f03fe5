import { Readable, Transform } from 'node:stream';
import { Hono } from 'hono';
import { encryptTo, MAX_RECIPIENTS, recipientProblem } from './encryption';
import { takeBackup } from './take';
import { audit } from '../audit/log';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { describe, RETRY_AFTER, TAGS } from '../contract/describe';
import { contentDisposition } from '../http/content-disposition';
import { ApiError } from '../http/errors';

/**
 * GET /api/admin/backup (mounted behind the administrator's guard): the archive of backup/, streamed
 * as it is made; with `?recipient=age1...` (up to five), encrypted to those age public keys as it
 * streams (backup/encryption.ts), a .tar.gz.age only their secret keys open. One at a time per instance: the embedded database's copy is held in memory while
 * it is sent, and a second request meanwhile is told to wait rather than doubling that. A client
 * that stops reading for STALL_MS is let go, so it cannot hold that one place for ever.
 */
const STALL_MS = 60_000;

/** The archive's name for a backup taken at `createdAt`. */
function archiveName(createdAt: Date, encrypted: boolean) {
  const stamp = createdAt
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  return `nexlink-backup-${stamp}.tar.gz${encrypted ? '.age' : ''}`;
}

const headers = (createdAt: Date, encrypted: boolean) => ({
  // age files have no registered media type.
  'Content-Type': encrypted ? 'application/octet-stream' : 'application/gzip',
  'Content-Disposition': contentDisposition(archiveName(createdAt, encrypted)),
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
});

/** The `recipient` parameters, each an age public key, or a 400 naming what is wrong. */
function recipientsOf(given: string[] | undefined): string[] {
  const recipients = (given ?? []).map((value) => value.trim()).filter(Boolean);
  if (recipients.length > MAX_RECIPIENTS) {
    const problem = `Give at most ${MAX_RECIPIENTS} public keys`;
    throw new ApiError(400, problem, { recipient: problem });
  }
  for (const recipient of recipients) {
    const problem = recipientProblem(recipient);
    if (problem) throw new ApiError(400, problem, { recipient: problem });
  }
  return recipients;
}

const describeBackup = describe({
  summary: 'Download a backup',
  description:
    'A .tar.gz of the embedded database and the stored files (on PostgreSQL, the files only), streamed as it is made and consistent while the site serves. ' +
    `With \`recipient\` (an age public key, repeated up to ${MAX_RECIPIENTS} times) it is encrypted to those keys as it streams (.tar.gz.age). ` +
    'Restored with `npm run admin -- restore FILE` while the server is stopped.',
  tags: [TAGS.admin],
  parameters: [
    {
      in: 'query',
      name: 'recipient',
      description: 'An age public key (age1...) to encrypt the archive to; repeat it for each key',
      schema: { type: 'array', maxItems: MAX_RECIPIENTS, items: { type: 'string', pattern: '^age1[0-9a-z]+$' } },
      style: 'form',
      explode: true,
    },
  ],
  answers: {
    200: { description: 'The archive, as an attachment', mediaType: 'application/gzip' },
    400: 'A recipient is not an age public key, or there are too many',
    409: { error: 'A backup is being taken already', headers: RETRY_AFTER },
  },
});

export function backupRoutes(deps: Deps) {
  let running = false;
  return new Hono<AppEnv>().get(
    '/',
    describeBackup,
    requireUser(deps, { permission: 'backups', recentProof: true }),
    async (c) => {
      const recipients = recipientsOf(c.req.queries('recipient'));
      const encrypted = recipients.length > 0;
      if (running) {
        throw new ApiError(409, 'A backup is being taken already. Try again when it has finished.', undefined, {
          'Retry-After': '30',
        });
      }
      // Hono answers HEAD with this handler and drops the body: a HEAD would take a whole snapshot,
      // and hold the one place until the stall timer let go of a body nobody reads. It gets the
      // headers a GET would, and nothing is taken.
      if (c.req.method === 'HEAD') return c.body(null, 200, headers(new Date(), encrypted));
      running = true;
      try {
        const { createdAt, body: plain } = await takeBackup(deps);
        // Recorded as it starts: whoever holds the archive holds the site's data, finished or not.
        await audit(deps, c, 'backup.downloaded', archiveName(createdAt, encrypted)).catch((error: unknown) => {
          plain.destroy();
          throw error;
        });
        const archive = encrypted ? await encryptTo(recipients, plain) : plain;
        let stalled: NodeJS.Timeout | undefined;
        const watch = () => {
          clearTimeout(stalled);
          stalled = setTimeout(() => body.destroy(new Error('the client stopped reading the backup')), STALL_MS).unref();
        };
        const body = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            watch();
            callback(null, chunk);
          },
        });
        watch();
        archive.on('error', (error) => body.destroy(error)).pipe(body);
        // Ended, failed or abandoned by the client: the next backup may start.
        body.once('close', () => {
          clearTimeout(stalled);
          archive.destroy();
          plain.destroy();
          running = false;
        });
        body.once('error', (error) => deps.logger.warn({ err: error }, 'a backup download ended early'));
        return new Response(Readable.toWeb(body) as ReadableStream, { status: 200, headers: headers(createdAt, encrypted) });
      } catch (error) {
        running = false;
        throw error;
      }
    },
  );
}
