/**
 * The staff's accounts and the site's data from the terminal:
 *
 *   npm run admin -- create --email admin@example.com --name "Site Admin"
 *   npm run admin -- unlock --email admin@example.com
 *   npm run admin -- reset-2fa --email admin@example.com
 *   npm run admin -- restore nexlink-backup-2026-01-31T02-00-00Z.tar.gz
 *   npm run admin -- restore nexlink-backup-2026-01-31T02-00-00Z.tar.gz.age --identity backup-key.txt
 *   npm run admin -- rotate-secret
 *
 * create: makes the account an administrator (the owner on a site without one), or, if the e-mail
 * exists, gives it the new password and makes it an administrator (the owner stays the owner), and
 * ends its sessions. The password is asked on the terminal without echo, or read from the first
 * line of stdin when stdin is not a terminal (for scripts), and must pass the register form's rules.
 * unlock: clears the account's failed sign-ins, from every address, and a refusal of its authenticator
 * app's codes after too many wrong ones, so it can sign in at once.
 * reset-2fa: the authenticator app and recovery codes of the account go (a lost phone), its passkeys
 * too unless --keep-passkeys, its sessions end, and its password alone signs in again
 * (src/server/auth/accounts.ts, resetSecondFactor). create on an existing account removes its
 * passkeys as well unless --keep-passkeys: whoever had the old password may have added one.
 * restore: puts an archive of GET /api/admin/backup back into DATA_DIR after checking all of it
 * (src/server/backup/restore.ts); a damaged archive changes nothing. Every session ends. An
 * archive encrypted to an age public key is read with --identity, the file age-keygen wrote. The
 * authenticator apps it holds need the factor key of the site it came from: this DATA_DIR's own, or
 * the old site's factors.key (secret.key for an archive from before it) given with --secret-key;
 * without it the restore refuses, unless --reset-apps removes those apps (src/server/backup/factors.ts).
 * rotate-secret leaves every authenticator app working: they are under the factor key, not the master.
 * rotate-secret: a new key signs sessions from now on, and every session of every account ends
 * (src/server/auth/rotation.ts): after a key may have leaked, or a database was restored elsewhere.
 * Uses DATA_DIR and DATABASE_URL like the server; with the embedded database,
 * stop the server first (one process at a time).
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { RegisterSchema } from '../src/schemas/register';
import { createOrResetAdmin, resetSecondFactor } from '../src/server/auth/accounts';
import { rotateSigningKey } from '../src/server/auth/rotation';
import { clearLoginFailures } from '../src/server/auth/throttle';
import { liftCodeRefusal } from '../src/server/auth/totp';
import { users } from '../src/server/db/schema';
import { openDatabase, type Database } from '../src/server/db/client';
import { identitiesIn } from '../src/server/backup/encryption';
import { restoreBackup } from '../src/server/backup/restore';
import { acquireDataDirLock } from '../src/server/db/lock';
import { optionsFromEnv } from '../src/server/options';

const USAGE = [
  'Usage: npm run admin -- create --email <address> --name <display name> [--keep-passkeys]',
  '       npm run admin -- unlock --email <address>',
  '       npm run admin -- reset-2fa --email <address> [--keep-passkeys]',
  '       npm run admin -- restore <backup.tar.gz> [--identity <age key file>] [--secret-key <factors.key>] [--reset-apps]',
  '       npm run admin -- rotate-secret',
].join('\n');

/** What a reset did to the account's passkeys, as the start of a sentence's clause. */
function removedLine(removed: number): string {
  return removed > 0 ? `its ${removed} passkey${removed === 1 ? '' : 's'} removed (--keep-passkeys keeps them); ` : '';
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Reads a line from the terminal without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          input.setRawMode(false);
          process.stderr.write('\n');
          reject(new Error('Cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    input.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden('Password (at least 8 characters): ');
    const second = await askHidden('Repeat the password: ');
    if (first !== second) fail('The two passwords differ; nothing was changed.');
    return first;
  }
  let text = '';
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) text += chunk.toString();
  return text.split(/\r?\n/)[0] ?? '';
}

/** Opens the server's database; with the embedded one, under the DATA_DIR lock. */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const { app } = optionsFromEnv();
  const lock = app.databaseUrl ? undefined : await acquireDataDirLock(app.dataDir);
  try {
    const database = await openDatabase({ dataDir: app.dataDir, databaseUrl: app.databaseUrl });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    await lock?.release();
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'keep-passkeys': { type: 'boolean' },
      identity: { type: 'string', multiple: true },
      'secret-key': { type: 'string' },
      'reset-apps': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const command = positionals[0];
  if (command === 'restore') {
    const archive = positionals[1];
    if (!archive || positionals.length !== 2) fail(USAGE);
    const { app } = optionsFromEnv();
    const identities: string[] = [];
    for (const file of values.identity ?? []) identities.push(...identitiesIn(await readFile(file, 'utf8')));
    const secretKey = values['secret-key'] ? (await readFile(values['secret-key'], 'utf8')).trim() : undefined;
    if (secretKey !== undefined && secretKey.length < 32)
      fail(`${values['secret-key']} holds no key (factors.key or secret.key).`);
    await restoreBackup({
      identities,
      secretKey,
      resetApps: values['reset-apps'] ?? false,
      archive,
      dataDir: app.dataDir,
      databaseUrl: app.databaseUrl,
      s3: app.s3,
      say: (line) => process.stdout.write(`${line}\n`),
    });
    return;
  }
  if (command === 'rotate-secret') {
    if (positionals.length !== 1) fail(USAGE);
    const { app } = optionsFromEnv();
    const { master } = await withDatabase((database) =>
      rotateSigningKey(database, { dataDir: app.dataDir, configured: app.jwtSecret }),
    );
    process.stdout.write('A new key signs sessions from now on. Every session has ended: everyone signs in again.\n');
    if (master === 'configured')
      process.stdout.write(
        'The key is derived from JWT_SECRET: if JWT_SECRET itself may have leaked, change it in your secret store too, and restart.\n',
      );
    if (master === 'database') process.stdout.write('Running instances took the new key at once.\n');
    return;
  }
  if ((command !== 'create' && command !== 'unlock' && command !== 'reset-2fa') || positionals.length !== 1) fail(USAGE);
  if (!values.email) fail(`--email is required.\n${USAGE}`);

  if (command === 'unlock') {
    const email = values.email.trim().toLowerCase();
    const { cleared, codes } = await withDatabase(async (database) => {
      const [account] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return {
        cleared: await clearLoginFailures(database.db, email),
        codes: account ? await liftCodeRefusal(database.db, account.id) : false,
      };
    });
    process.stdout.write(
      `Cleared ${cleared} failed sign-in${cleared === 1 ? '' : 's'} of ${email}${
        codes ? ', and its wrong authenticator codes (its codes are accepted again)' : ''
      }; it can sign in now.\n`,
    );
    return;
  }

  if (command === 'reset-2fa') {
    const email = values.email.trim().toLowerCase();
    const outcome = await withDatabase(async (database) => {
      const result = await resetSecondFactor(database.db, email, { keepPasskeys: values['keep-passkeys'] });
      if (result.found) await clearLoginFailures(database.db, email);
      return result;
    });
    if (!outcome.found) fail(`There is no account ${email}.`);
    process.stdout.write(
      `${outcome.hadApp ? 'Removed the authenticator app and recovery codes of' : 'No authenticator app was set up for'} ${email}; ` +
        `${removedLine(outcome.removedPasskeys)}its sessions have ended and its password alone signs in now.\n`,
    );
    if (outcome.policyTurnedOff) {
      process.stdout.write('The site no longer requires a second factor for password sign-ins: turn it on again in the admin.\n');
    }
    return;
  }

  if (!values.name) fail(`--name is required.\n${USAGE}`);
  const password = await readPassword();
  const parsed = RegisterSchema.safeParse({ name: values.name, email: values.email, password });
  if (!parsed.success) {
    fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  }
  const account = parsed.data;
  await withDatabase(async (database) => {
    const { user, created, removedPasskeys, policyTurnedOff } = await createOrResetAdmin(database.db, account, {
      keepPasskeys: values['keep-passkeys'],
    });
    if (!created) {
      // createOrResetAdmin has ended every session of the account; its failures go too.
      await clearLoginFailures(database.db, user.email);
    }
    process.stdout.write(
      `${created ? 'Created' : 'Updated'} ${user.role} ${user.email} (${user.name}) in the ${database.engine} database.\n`,
    );
    if (!created)
      process.stdout.write(`Its sessions have ended; ${removedLine(removedPasskeys)}it signs in with the new password.\n`);
    if (policyTurnedOff) {
      process.stdout.write('The site no longer requires a second factor for password sign-ins: turn it on again in the admin.\n');
    }
  });
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
