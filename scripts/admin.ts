/**
 * Administrator accounts from the terminal:
 *
 *   npm run admin -- create --email admin@example.com --name "Site Admin"
 *
 * Creates the account as administrator, or, if the e-mail exists, makes it an administrator with the
 * new password and ends its sessions. The password is asked on the terminal without echo, or read
 * from the first line of stdin when stdin is not a terminal (for scripts). Uses DATA_DIR,
 * DATABASE_URL and DATABASE_SCHEMA like the server; stop a server using the embedded database first.
 */
import { parseArgs } from 'node:util';
import { RegisterSchema } from '../src/schemas/auth';
import { createOrResetAdmin } from '../src/server/auth/accounts';
import { createTokenService } from '../src/server/auth/tokens';
import { openDatabase } from '../src/server/db/client';
import { optionsFromEnv } from '../src/server/options';

const USAGE = 'Usage: npm run admin -- create --email <address> --name <display name>';

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
  for await (const chunk of process.stdin) text += chunk.toString();
  return text.split(/\r?\n/)[0] ?? '';
}

async function main() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (positionals[0] !== 'create' || positionals.length !== 1) fail(USAGE);
  if (!values.email || !values.name) fail(`--email and --name are required.\n${USAGE}`);

  const password = await readPassword();
  const parsed = RegisterSchema.safeParse({ name: values.name, email: values.email, password });
  if (!parsed.success) {
    fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  }

  const options = optionsFromEnv();
  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    databaseSchema: options.databaseSchema,
  });
  try {
    const { user, created } = await createOrResetAdmin(database.db, parsed.data);
    if (!created) {
      // A reset password must not leave old sessions signed in. The key is irrelevant for revoking.
      await createTokenService(database.db, new Uint8Array(32)).revokeAllFor(user.id);
    }
    process.stdout.write(`${created ? 'Created' : 'Updated'} administrator ${user.email} (${user.name}) in the ${database.engine} database.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
