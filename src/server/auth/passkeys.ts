import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthenticatorTransport, VerifiedRegistrationResponse } from '@simplewebauthn/server';
import {
  AddPasskeySchema,
  PasskeyCreationOptionsSchema,
  PasskeySummarySchema,
  type PasskeySummary,
} from '../../schemas/sign-in-factors';
import { audit } from '../audit/log';
import { accountMails } from '../team/mails';
import type { AppEnv, Deps } from '../context';
import { passkeys, type PasskeyRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isPasskeyId, pathParam } from '../http/ids';
import { jsonInput } from '../http/json-input';
import { describeAccount } from './describe';
import { requireUser } from './guard';
import { keepAWayIn, passkeyCount, secondFactorRequired } from './sign-in-policy';
import { createChallenges, signedChallenge, simpleWebAuthn } from './webauthn';

const RP_NAME = 'Nexlink IT Solutions';
const EXPIRED = 'This passkey request has expired or was already used. Please try again.';
const NO_SUCH_PASSKEY = 'There is no such passkey';

const describeList = describeAccount({
  summary: "The signed-in account's passkeys",
  answers: { 200: { description: 'Newest first', schema: z.array(PasskeySummarySchema) } },
});
const describeOptions = describeAccount({
  summary: 'Start adding a passkey',
  description:
    'A challenge for `navigator.credentials.create()`, valid for five minutes and redeemed once by POST /api/account/passkeys.',
  answers: { 200: { description: 'The creation options', schema: PasskeyCreationOptionsSchema } },
});
const describeAdd = describeAccount({
  summary: 'Add a passkey',
  description: "The browser's answer to the challenge of POST /api/account/passkeys/options, with a name for the list.",
  answers: {
    201: { description: 'The passkey', schema: PasskeySummarySchema },
    400: 'The challenge expired or was used, or the passkey could not be verified',
    409: 'This passkey is already registered',
  },
});
const describeRemove = describeAccount({
  summary: 'Remove a passkey',
  answers: {
    204: { description: 'Removed', mediaType: null },
    409: 'It is the only way in left while the site requires a second factor',
  },
});

export function toPasskeySummary(row: PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

/** A passkey as the audit log names it: whose, and the name its holder gave it. */
const passkeyTarget = (email: string, name: string) => `${email} (passkey "${name}")`;

/** The WebAuthn user handle of an account: its id's bytes, so a discoverable credential names its account. */
export const userHandle = (userId: string) => new Uint8Array(Buffer.from(userId, 'utf8'));

/**
 * /api/account/passkeys: the signed-in account's passkeys. Adding one is two calls: `options`
 * hands the browser a challenge for `navigator.credentials.create()`, and the answer comes back
 * with a name. The relying party and the origins are the configured ones, never the request's Host.
 */
export function passkeyRoutes(deps: Deps) {
  const { rpId, origins } = deps.options.webauthn;
  const challenges = createChallenges(deps.db, deps.options.clock);
  const mine = (userId: string) =>
    deps.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt));

  const proved = requireUser(deps, { recentProof: true });
  return new Hono<AppEnv>()
    .get('/', describeList, requireUser(deps), async (c) => c.json((await mine(c.get('user').id)).map(toPasskeySummary)))
    .post('/options', describeOptions, deps.authLimit('passkey-add-options'), proved, async (c) => {
      const user = c.get('user');
      const existing = await mine(user.id);
      const options = await (
        await simpleWebAuthn()
      ).generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpId,
        userName: user.email,
        userDisplayName: user.name,
        userID: userHandle(user.id),
        challenge: await challenges.issue('register', user.id),
        attestationType: 'none',
        // The same authenticator twice would be one key under two names.
        excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportList(row.transports) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      return c.json(options);
    })
    .post('/', describeAdd, deps.authLimit('passkey-add'), proved, jsonInput(AddPasskeySchema), async (c) => {
      const user = c.get('user');
      const { name, credential } = c.req.valid('json');
      const challenge = signedChallenge(credential.response.clientDataJSON);
      if (!challenge || !(await challenges.redeem('register', challenge, user.id))) throw new ApiError(400, EXPIRED);
      let verified: VerifiedRegistrationResponse;
      try {
        verified = await (
          await simpleWebAuthn()
        ).verifyRegistrationResponse({
          response: credential,
          expectedChallenge: challenge,
          expectedOrigin: [...origins],
          expectedRPID: rpId,
          requireUserVerification: true,
        });
      } catch (error) {
        deps.logger.info({ userId: user.id, reason: error instanceof Error ? error.message : String(error) }, 'passkey refused');
        throw new ApiError(400, 'This passkey could not be verified. Please try again.');
      }
      if (!verified.verified) throw new ApiError(400, 'This passkey could not be verified. Please try again.');
      const { credential: key } = verified.registrationInfo;
      const row = await deps.db.transaction(async (tx) => {
        const [added] = await tx
          .insert(passkeys)
          .values({
            id: key.id,
            userId: user.id,
            name,
            publicKey: Buffer.from(key.publicKey).toString('base64url'),
            counter: key.counter,
            transports: (key.transports ?? []).join(','),
          })
          .onConflictDoNothing()
          .returning();
        if (added) await audit(deps, c, 'passkey.added', passkeyTarget(user.email, added.name), { tx });
        return added;
      });
      if (!row) throw new ApiError(409, 'This passkey is already registered');
      deps.logger.info({ userId: user.id, passkey: row.id }, 'passkey added');
      accountMails.passkeyAdded(deps.notifier, user, row.name);
      return c.json(toPasskeySummary(row), 201);
    })
    .delete(
      '/:id',
      describeRemove,
      deps.authLimit('passkey-remove'),
      proved,
      pathParam('id', isPasskeyId, NO_SUCH_PASSKEY),
      async (c) => {
        const user = c.get('user');
        const id = c.req.param('id');
        await deps.db.transaction(async (tx) => {
          const [removed] = await tx
            .delete(passkeys)
            .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
            .returning({ id: passkeys.id, name: passkeys.name });
          if (!removed) throw new ApiError(404, NO_SUCH_PASSKEY);
          const required = await secondFactorRequired(tx);
          keepAWayIn(
            { passkeys: await passkeyCount(tx, user.id), totp: await deps.totp.enabled(user.id, tx), required },
            'Keep this passkey: it is your only way in while the site requires a second factor and you have no authenticator app.',
          );
          await audit(deps, c, 'passkey.removed', passkeyTarget(user.email, removed.name), { tx });
        });
        deps.logger.info({ userId: user.id, passkey: id }, 'passkey removed');
        return c.body(null, 204);
      },
    );
}

/** The transports stored with a passkey, as SimpleWebAuthn's hints to the browser. */
export function transportList(stored: string): AuthenticatorTransport[] {
  return stored.split(',').filter((item): item is AuthenticatorTransport => TRANSPORTS.has(item));
}
const TRANSPORTS = new Set<string>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
