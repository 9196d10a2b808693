// Creates the platform account (customer 1, the service-chat target) on a production database:
//   npm run create-platform-account -- --mobile 13900000000 [--name 平台客服] [--contact 云采客服]
// The password is read from standard input: a hidden prompt (asked twice) in a terminal, else the first
// line of a pipe (`printf '%s\n' "$PASSWORD" | npm run ...`); never from an argument, which `ps` and shell
// history would show. It opens the database the server would open (DATABASE_URL, or the embedded one under
// MALL_DATA_DIR, which only one process can open: stop the server first in that case).
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../../db/client';
import { readSecret, SecretInputError } from '../../lib/read-secret';
import {
  createPlatformAccount,
  PlatformAccountError,
  platformAccountDefaults,
  platformPasswordProblem,
} from './platform-account';

const usage =
  'usage: npm run create-platform-account -- --mobile <mobile> [--name <customer name>] [--contact <contact name>]\n' +
  '       the password is read from standard input (a hidden prompt in a terminal, else the first line)';

function fail(message: string, code = 1): never {
  console.error(`create-platform-account: ${message}`);
  process.exit(code);
}

let values: { mobile?: string; name?: string; contact?: string; password?: string };
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      mobile: { type: 'string' },
      name: { type: 'string' },
      contact: { type: 'string' },
      // Declared only to answer it clearly instead of "unknown option".
      password: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`, 2);
}
if (values.password !== undefined)
  fail(
    'the password is never taken from an argument (ps and shell history show those); give it on standard input',
    2,
  );
if (!values.mobile) fail(`--mobile is required\n${usage}`, 2);
const mobile = values.mobile;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message, 2);
}

let password: string;
try {
  const tty = Boolean(process.stdin.isTTY);
  password = await readSecret(process.stdin, process.stderr, 'Password for the platform account: ');
  // Checked before the second prompt: no point confirming a password that will be refused.
  const problem = platformPasswordProblem(password, mobile);
  if (problem) fail(problem);
  if (tty && (await readSecret(process.stdin, process.stderr, 'The same password again: ')) !== password)
    fail('the two passwords differ; nothing was changed');
} catch (error) {
  if (error instanceof SecretInputError) fail(error.message);
  throw error;
}

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
});
try {
  await migrateDatabase(database);
  const { userId } = await createPlatformAccount(database.db, {
    mobile,
    password,
    custName: values.name ?? platformAccountDefaults.custName,
    contactName: values.contact ?? platformAccountDefaults.contactName,
  });
  console.log(`create-platform-account: customer 1 created; user ${userId} signs in with ${mobile}`);
} catch (error) {
  console.error(
    `create-platform-account: ${error instanceof PlatformAccountError ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
