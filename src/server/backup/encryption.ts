import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';

/** Recipients one archive may be encrypted to (an operator and a colleague, an offline key...). */
export const MAX_RECIPIENTS = 5;
/** A post-quantum hybrid recipient (age1pq1...) is about 2,000 characters; an X25519 one 62. */
const MAX_RECIPIENT_LENGTH = 2_500;
/** The first line of every age file. */
const AGE_HEADER = Buffer.from('age-encryption.org/v1\n');

/** Why a recipient is refused, in words for the administrator; null when it is an age public key. */
export function recipientProblem(recipient: string): string | null {
  if (/^AGE-SECRET-KEY-/i.test(recipient))
    return 'This is an age secret key. Give its public key (age1...), and keep the secret key away from this site.';
  if (recipient.length > MAX_RECIPIENT_LENGTH || !/^age1[0-9a-z]+$/.test(recipient))
    return 'Give an age public key: it starts with age1 (age-keygen prints it as "Public key").';
  try {
    new Encrypter().addRecipient(recipient);
    return null;
  } catch {
    return 'This is not a valid age public key: check that it was copied whole.';
  }
}

/**
 * The archive encrypted to `recipients` as it streams (age, https://age-encryption.org): only the
 * holder of a matching secret key can read it, so a copy left on a laptop, in a mail or in a bucket
 * gives away nothing. `age -d -i key.txt` or `npm run admin -- restore --identity key.txt` read it.
 */
export async function encryptTo(recipients: readonly string[], archive: Readable): Promise<Readable> {
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  const encrypted = await encrypter.encrypt(Readable.toWeb(archive) as ReadableStream<Uint8Array>);
  return Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>);
}

/** Whether a file starts as every age file does. */
export function isEncrypted(firstBytes: Buffer): boolean {
  return firstBytes.subarray(0, AGE_HEADER.length).equals(AGE_HEADER);
}

/** The secret keys (AGE-SECRET-KEY-1...) in identity files as age-keygen writes them; comments skipped. */
export function identitiesIn(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The plaintext of an encrypted archive, as it streams; rejects when no identity opens it. */
export async function decryptWith(identities: readonly string[], encrypted: Readable): Promise<Readable> {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  const plain = await decrypter.decrypt(Readable.toWeb(encrypted) as ReadableStream<Uint8Array>);
  return Readable.fromWeb(plain as unknown as WebReadableStream<Uint8Array>);
}
