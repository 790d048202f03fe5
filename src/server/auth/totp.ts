import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { recoveryCodes, totpFactors } from '../db/schema';
import type { FactorKeys } from '../security/factor-key';
import { open, seal, type SealKeys } from '../security/sealed';

/** RFC 6238's defaults, the ones every authenticator app supports. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const WINDOW = 1;
const ISSUER = 'Nexlink IT Solutions';
const RECOVERY_CODE_COUNT = 10;
/**
 * Wrong codes an account takes, from every address together, before the app's codes are refused:
 * the per-address throttle alone let an attacker with the password and many addresses try about a
 * million codes an hour. NIST SP 800-63B allows at most 100 consecutive failures; six digits with
 * a window of three steps want far fewer. Ten in a row is more than any person mistypes.
 */
export const MAX_WRONG_CODES = 10;
/** How long the app's codes are refused once the cap is reached, unless `npm run admin -- unlock` lifts it sooner. */
export const CODES_REFUSED_MS = 24 * 60 * 60 * 1000;
/** Recovery codes use base32's letters and digits, so none can be misread as another (no 0/O, 1/l). */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/**
 * A recovery code as stored: HMAC under the factor key of its SHA-256, so an archive's hashes cannot
 * be checked (a GPU finds a 50-bit code from its plain hash in hours) without the key no archive
 * holds. Earlier versions stored the plain SHA-256; upgradeFactors keys those ('h2:' marks keyed ones).
 */
const plainHash = (code: string) => createHash('sha256').update(code).digest('hex');
const keyedHash = (key: Uint8Array, plain: string) => `h2:${createHmac('sha256', key).update(plain).digest('hex')}`;
const hashCode = (key: Uint8Array, code: string) => keyedHash(key, plainHash(code));

function recoveryCode(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte & 31]).join('');
}

/** As shown to a person: two groups of five. Typed back with or without the dash (SecondFactorCodeSchema). */
const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The database, or a transaction on it. */
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Authenticator apps (TOTP) and recovery codes for one server: enrolment, confirmation, and the
 * check at sign-in, where each code is accepted once: a code's time step must be later than the
 * last one accepted, and that is written by a conditional update, so of two sign-ins racing with
 * one code (on any instances) exactly one wins.
 */
export function createTotp(db: Db, keys: FactorKeys, clock: Clock) {
  const sealKeys: SealKeys = { v2: keys.totp };
  const key = keys.totp;
  /** A new secret for the account, replacing an unconfirmed one; null when one is already confirmed. */
  async function enrol(userId: string, label: string): Promise<{ secret: string; uri: string } | null> {
    const secret = new Secret({ size: 20 }).base32;
    const [row] = await db
      .insert(totpFactors)
      .values({ userId, secret: seal(key, secret) })
      .onConflictDoUpdate({
        target: totpFactors.userId,
        set: { secret: seal(key, secret), lastStep: null, createdAt: new Date(clock.now()) },
        setWhere: isNull(totpFactors.confirmedAt),
      })
      .returning({ userId: totpFactors.userId });
    if (!row) return null;
    return { secret, uri: totpFor(secret, label).toString() };
  }

  /** Whether `code` is valid and of a later time step than the last accepted, which it then becomes. */
  async function accept(tx: Tx, userId: string, sealed: string, lastStep: number | null, code: string): Promise<boolean> {
    const secret = open(sealKeys, sealed);
    if (!secret) return false;
    const now = clock.now();
    const delta = totpFor(secret, '').validate({ token: code, timestamp: now, window: WINDOW });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
    if (lastStep !== null && step <= lastStep) return false;
    const used = await tx
      .update(totpFactors)
      .set({ lastStep: step })
      .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
      .returning({ userId: totpFactors.userId });
    return used.length === 1;
  }

  /**
   * Confirms an enrolment with the app's first code: from now on password sign-ins ask for a code.
   * Answers the ten recovery codes (shown once, stored hashed), or null when the code is wrong.
   */
  async function confirm(userId: string, code: string): Promise<string[] | null> {
    return db.transaction(async (tx) => {
      const [factor] = await tx.select().from(totpFactors).where(eq(totpFactors.userId, userId)).for('update').limit(1);
      if (!factor || factor.confirmedAt) return null;
      if (!(await accept(tx, userId, factor.secret, factor.lastStep, code))) return null;
      await tx
        .update(totpFactors)
        .set({ confirmedAt: new Date(clock.now()) })
        .where(eq(totpFactors.userId, userId));
      return replaceRecoveryCodes(tx, userId);
    });
  }

  async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(keys.recovery, code) })));
    return codes.map(formatRecoveryCode);
  }

  /** Ten new recovery codes for an account whose app is on (the old ones stop working), or null without an app. */
  async function renewRecoveryCodes(tx: Tx, userId: string): Promise<string[] | null> {
    const [factor] = await tx
      .select({ userId: totpFactors.userId })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
      .for('update')
      .limit(1);
    return factor ? replaceRecoveryCodes(tx, userId) : null;
  }

  /** Whether password sign-ins of this account need a code (read in `tx` when inside one: PGlite has one connection). */
  const enabled = (userId: string, tx: Pick<Db, 'select'> = db) => totpEnabled(tx, userId);

  /**
   * A code at sign-in (normalised by SecondFactorCodeSchema): six digits are the app's code, ten
   * characters a recovery code, used up by a conditional update (one use, whoever races). Every
   * wrong one counts against the account whatever the address; at MAX_WRONG_CODES in a row the
   * app's codes are refused for CODES_REFUSED_MS (`capReached` is true for the one wrong code that
   * reached it, so its holder is told once). A recovery code still signs in, and lifts the refusal.
   */
  async function verify(userId: string, code: string): Promise<CodeOutcome> {
    const now = new Date(clock.now());
    // A refusal whose time is over starts the count again.
    await db
      .update(totpFactors)
      .set({ wrongCodes: 0, codesRefusedUntil: null })
      .where(and(eq(totpFactors.userId, userId), lte(totpFactors.codesRefusedUntil, now)));
    const [factor] = await db
      .select()
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
      .limit(1);
    if (!factor) return { kind: 'wrong', capReached: false };
    let right: boolean;
    if (code.length !== DIGITS) {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, hashCode(keys.recovery, code)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      right = used.length === 1;
    } else {
      if (factor.codesRefusedUntil) return { kind: 'refused', until: factor.codesRefusedUntil };
      right = await accept(db, userId, factor.secret, factor.lastStep, code);
    }
    if (right) {
      await db.update(totpFactors).set({ wrongCodes: 0, codesRefusedUntil: null }).where(eq(totpFactors.userId, userId));
      return { kind: 'accepted', recoveryCode: code.length !== DIGITS };
    }
    // One statement, so of wrong codes racing exactly one is the one that reaches the cap.
    const [counted] = await db
      .update(totpFactors)
      .set({
        wrongCodes: sql`${totpFactors.wrongCodes} + 1`,
        codesRefusedUntil: sql`CASE WHEN ${totpFactors.wrongCodes} + 1 = ${MAX_WRONG_CODES} THEN ${new Date(now.getTime() + CODES_REFUSED_MS).toISOString()}::timestamptz ELSE ${totpFactors.codesRefusedUntil} END`,
      })
      .where(eq(totpFactors.userId, userId))
      .returning({ wrongCodes: totpFactors.wrongCodes });
    return { kind: 'wrong', capReached: counted?.wrongCodes === MAX_WRONG_CODES };
  }

  async function recoveryCodesLeft(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.n ?? 0;
  }

  return { enrol, confirm, enabled, verify, recoveryCodesLeft, renewRecoveryCodes };
}

export type TotpService = ReturnType<typeof createTotp>;

/** What a code at sign-in came to: right, wrong (and whether it was the one that reached the cap), or not checked. */
export type CodeOutcome =
  /** `recoveryCode`: one of the account's recovery codes was used up (the audit log records it). */
  { kind: 'accepted'; recoveryCode: boolean } | { kind: 'wrong'; capReached: boolean } | { kind: 'refused'; until: Date };

/** Lifts a refusal of the account's codes and forgets its wrong ones (`npm run admin -- unlock`); whether there was one. */
/** Whether the account has an authenticator app turned on (confirmed), read in `tx`. */
export async function totpEnabled(tx: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

export async function liftCodeRefusal(tx: Pick<Db, 'update'>, userId: string): Promise<boolean> {
  const lifted = await tx
    .update(totpFactors)
    .set({ wrongCodes: 0, codesRefusedUntil: null })
    .where(and(eq(totpFactors.userId, userId), or(isNotNull(totpFactors.codesRefusedUntil), sql`${totpFactors.wrongCodes} > 0`)))
    .returning({ userId: totpFactors.userId });
  return lifted.length > 0;
}

/** Turns the account's authenticator app off and drops its recovery codes (the account's own choice, or reset-2fa). */
export async function removeTotp(tx: Pick<Db, 'delete'>, userId: string): Promise<boolean> {
  const removed = await tx.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ userId: totpFactors.userId });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return removed.length > 0;
}

/**
 * Brings what earlier versions stored up to the factor key: each app's secret sealed under the
 * master (v1) is sealed again as v2, and each plain recovery-code hash is keyed. Row by row, each
 * change conditional on the value it read, so an interrupted upgrade (or two instances at once)
 * leaves every row readable; run at every start, it finds nothing after the first. A v1 secret the
 * given master does not open (a master replaced before this version) is left as it is: `npm run
 * admin -- reset-2fa` sets that account's app up again.
 */
export async function upgradeFactors(db: Pick<Db, 'select' | 'update'>, keys: FactorKeys & { legacyTotp?: Uint8Array }) {
  let apps = 0;
  let codes = 0;
  const legacy = await db
    .select()
    .from(totpFactors)
    .where(sql`${totpFactors.secret} LIKE 'v1.%'`);
  for (const row of legacy) {
    const secret = open({ v2: keys.totp, v1: keys.legacyTotp }, row.secret);
    if (secret === null) continue;
    const moved = await db
      .update(totpFactors)
      .set({ secret: seal(keys.totp, secret) })
      .where(and(eq(totpFactors.userId, row.userId), eq(totpFactors.secret, row.secret)))
      .returning({ userId: totpFactors.userId });
    apps += moved.length;
  }
  const plain = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(sql`${recoveryCodes.codeHash} NOT LIKE 'h2:%'`);
  for (const row of plain) {
    const moved = await db
      .update(recoveryCodes)
      .set({ codeHash: keyedHash(keys.recovery, row.codeHash) })
      .where(and(eq(recoveryCodes.id, row.id), eq(recoveryCodes.codeHash, row.codeHash)))
      .returning({ id: recoveryCodes.id });
    codes += moved.length;
  }
  return { apps, codes };
}
