import { randomUUID } from 'node:crypto';
import { FORM_STAMP_PLACEHOLDER, GUARD_FIELDS, type HeldFile } from '../../schemas/page-forms';
import type { Deps } from '../context';
import { files, type HeldFileRow } from '../db/schema';
import type { DetectedType } from '../files/kinds';
import type { UploadedFile } from '../files/multipart';
import { commitUpload, fileSummary, type CommittedFile } from '../files/persist';
import { ApiError, validationError } from '../http/errors';
import type { Notification } from '../notify/mailer';
import type { Visit } from '../insights/counter';
import { arrivalOf, officeOf } from '../enquiries/tracking';
import type { FormDefinition } from './forms';
import { FORM_STAMP_USED, guardValues, redeemStamp, spamReason } from './guards';
import { claimHeldFile, findHeldFile, holdFile, releaseHeldFile } from './held-files';
import { SPAM_PROOF_USED } from '../security/proof-of-work';

/** The held file's token named a file the server no longer keeps (expired, used, or never this browser's). */
export const HELD_FILE_GONE = 'The file you chose before is no longer kept here: please choose it again.';

/** A post the server refused, with the file it kept for the next post of the form (page posts only), if any. */
export class SubmissionRefused extends ApiError {
  constructor(
    base: ApiError,
    readonly held: HeldFile | null,
  ) {
    super(base.status, base.message, base.fields, base.headers);
    this.name = 'SubmissionRefused';
  }
}

export interface SubmissionInput {
  /** The post's fields as sent: a JSON object or a form's text fields. */
  fields: Record<string, unknown>;
  /** A file this request carried, flushed to a temporary file (files/multipart.ts). */
  file?: UploadedFile;
  /** The browser's held-files owner cookie (submissions/held-files.ts), when it sent one. */
  owner?: string;
  /**
   * Where the post came from. A page's form (a post without script) always carries the server's
   * stamp (submissions/guards.ts); an API call (the site's scripts, or any client) carries a solved
   * challenge instead (security/proof-of-work.ts). Either without is kept as spam, never refused.
   */
  from: 'page' | 'api';
  /** Ends with the request (the client left, the server stops). */
  signal?: AbortSignal;
  /**
   * A page's post: when the rest of the post is refused, keep the file that passed its checks for
   * the form's next post, bound to this owner. The API's callers still hold their file and send it again.
   */
  holdFor?: string;
  /** The pages it came by, from the site's count of page views (insights/counter.ts): stored with it. */
  visit?: Visit;
}

/**
 * The one way a visitor's submission is stored, for the API call and the page's form alike: the
 * shared schema, the file (sent now, or kept from a refused post and named by its token), its type
 * by content, the spam guards, then the file moved into place and the row inserted in one
 * transaction, and the mail, which a suspect never gets. Resolves with the new id; refuses with an
 * ApiError naming every field at once (a SubmissionRefused carrying the kept file, if any). A
 * refused request leaves nothing behind but the file it was asked to keep.
 */
export async function submit(deps: Deps, form: FormDefinition, input: SubmissionInput): Promise<{ id: string; spam: boolean }> {
  const spec = form.file;
  const token = typeof input.fields[GUARD_FIELDS.heldFile] === 'string' ? String(input.fields[GUARD_FIELDS.heldFile]) : '';
  const parsed = form.schema.safeParse(input.fields);
  const detected: DetectedType | null =
    spec && input.file ? await spec.detect(input.file.tempPath, input.file.declaredType) : null;
  const held: HeldFileRow | null =
    spec && !input.file && token ? await findHeldFile(deps.db, token, input.owner, spec.kind) : null;

  const fileError = (() => {
    if (!spec) return undefined;
    if (input.file) return detected ? undefined : (spec.refused ?? 'This type of file is not accepted');
    if (token && !held) return HELD_FILE_GONE;
    return held ? undefined : spec.required;
  })();
  if (!parsed.success || (spec && fileError)) {
    const refusal = refusalOf(
      parsed.success ? null : validationError(parsed.error),
      spec?.field,
      fileError,
      input.file !== undefined,
    );
    let kept: HeldFile | null = held && token ? { token, name: held.originalName } : null;
    if (spec && input.file && detected && input.holdFor) {
      const committed = await commitUpload(deps, input.file, spec.kind, detected, { signal: input.signal });
      kept = await holdFile(deps, committed, input.holdFor, spec.kind);
      if (token) await releaseHeldFile(deps, token, input.owner);
    }
    throw new SubmissionRefused(refusal, kept);
  }

  const guards = guardValues(input.fields);
  const guarded = spamReason(guards, deps.formStamp, { requireStamp: input.from === 'page' });
  // A page form posted without script uses its page's stamp up (its only guard but the honeypot). A
  // script's post has a proof of work that counts once instead; its page's stamp is shared by every
  // form of the page, and a visitor may well send a message and then ask for a quote from one view.
  const stampSent = input.from === 'page' && guards.stamp !== FORM_STAMP_PLACEHOLDER ? guards.stamp : '';
  const proof = input.from === 'api' && !guarded ? await deps.proofOfWork.check(input.fields) : null;
  // Found before the transaction: what the site offers is read from the database too.
  const values = { ...parsed.data, ...(form.facts ? await form.facts(parsed.data, deps) : {}) };
  let committed: CommittedFile | undefined;
  if (spec && input.file && detected)
    committed = await commitUpload(deps, input.file, spec.kind, detected, { signal: input.signal });
  let stored = false;
  try {
    const { id, suspect } = await deps.db.transaction(async (tx) => {
      // A solution counts once: redeemed with the post it came with, or not at all.
      let suspect = guarded ?? (proof && !proof.ok ? proof.reason : null);
      if (!suspect && proof?.ok && !(await deps.proofOfWork.redeem(tx, proof))) suspect = SPAM_PROOF_USED;
      // A page's stamp counts once too, stored with the first post that carries it.
      if (!suspect && stampSent && !(await redeemStamp(tx, deps.formStamp, stampSent))) suspect = FORM_STAMP_USED;
      let fileRow = committed?.row;
      if (!fileRow && spec && held) {
        const claimed = await claimHeldFile(tx, token, input.owner, spec.kind);
        // Used or expired since it was looked up: a post racing with the same token.
        if (!claimed) throw new SubmissionRefused(refusalOf(null, spec.field, HELD_FILE_GONE, false), null);
        fileRow = {
          id: randomUUID(),
          kind: claimed.kind,
          originalName: claimed.originalName,
          storedName: claimed.storedName,
          size: claimed.size,
          mime: claimed.mime,
        };
      }
      if (fileRow) await tx.insert(files).values(fileRow);
      const arrival = { ...(await arrivalOf(tx, officeOf(form.kind, values), deps.options.clock.now())), ...input.visit };
      const id = await form.insert(tx, values, fileRow?.id ?? null, suspect, arrival);
      // The mail and the webhooks are rows of the same transaction: stored with the submission, or none is.
      if (!suspect) {
        await deps.notifier.queue(tx, submissionMail(form, values, fileRow), { kind: form.kind, id });
        await deps.webhooks.queue(tx, form.kind, {
          ...values,
          id,
          createdAt: arrival.createdAt.toISOString(),
          ...(fileRow ? { file: fileSummary(fileRow) } : {}),
        });
      }
      return { id, suspect };
    });
    stored = true;
    if (!suspect) {
      deps.notifier.wake();
      deps.webhooks.wake();
      // Its reminder may come before the one the worker's timer is set for.
      deps.reminders.wake();
    } else deps.logger.info({ form: form.endpoint, id, reason: suspect }, 'a submission that looks automated was kept as spam');
    // A new file replaced the one kept before: that one is not needed any more.
    if (input.file && token) await releaseHeldFile(deps, token, input.owner);
    return { id, spam: suspect !== null };
  } catch (error) {
    // Once the row is stored its file stays; before that, nothing of this request is kept.
    if (committed && !stored) await deps.files.remove(committed.row.storedName);
    throw error;
  }
}

/**
 * One refusal naming every field at once: the schema's, and the file's. A 415 when the file's type
 * is all that is wrong, else a 400.
 */
function refusalOf(validation: ApiError | null, field: string | undefined, fileError: string | undefined, fileSent: boolean) {
  if (!field || !fileError) return validation ?? new ApiError(400, 'The form could not be accepted');
  if (!validation && fileSent) return new ApiError(415, fileError, { [field]: fileError });
  const all = { ...validation?.fields, [field]: fileError };
  const names = Object.keys(all);
  return new ApiError(400, `Please check ${names.length === 1 ? 'this field' : 'these fields'}: ${names.join(', ')}`, all);
}

/** A submission's mail: its form's lines, and its stored file (also when an administrator moves it out of spam or sends it again). */
export function submissionMail(
  form: FormDefinition,
  values: object,
  file: { originalName: string; mime: string; storedName: string } | null | undefined,
): Notification {
  const mail = form.notify(values);
  return file ? { ...mail, attachment: { storedName: file.storedName, originalName: file.originalName, mime: file.mime } } : mail;
}
