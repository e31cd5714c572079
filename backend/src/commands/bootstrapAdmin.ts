// Creates a realm's first admin by hand, once:
//   BOOTSTRAP_ADMIN_PASSWORD=… node backend/dist/bootstrapAdmin.js --realm ringside --email ops@example.com
//   (or the password on standard input: `… --email ops@example.com < password-file`)
// The password never goes on the command line, where `ps` and shell history
// would show it. Refused when the realm already has an admin: the others are
// invited from the platform itself.
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { createFirstAdmin, FirstAdminError } from '../user/firstAdmin.ts';
import { commandConfig, openConfiguredDatabase } from './commandDatabase.ts';

const usage = 'usage: BOOTSTRAP_ADMIN_PASSWORD=… bootstrapAdmin --realm <name> --email <address>   (or the password on standard input)';

let options: { realm?: string; email?: string };
try {
  options = parseArgs({ options: { realm: { type: 'string' }, email: { type: 'string' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const config = commandConfig();
const realm = options.realm ?? config.bootstrapAdmin?.realm ?? config.platformAdminRealm;
const email = options.email ?? config.bootstrapAdmin?.email;
if (!email) {
  console.error(`The admin's email address is missing.\n${usage}`);
  process.exit(2);
}
const password =
  process.env.BOOTSTRAP_ADMIN_PASSWORD || (process.stdin.isTTY ? '' : (await text(process.stdin)).replace(/\r?\n$/, ''));
if (!password) {
  console.error(`The admin's password is missing.\n${usage}`);
  process.exit(2);
}

const db = await openConfiguredDatabase(config);
let exitCode = 0;
try {
  const outcome = await createFirstAdmin(db, { realm, email, password });
  if (outcome.created) console.log(`Created the first admin of '${realm}': ${email}.`);
  else {
    console.error(`'${realm}' already has an admin: sign in as that admin and invite others from the platform.`);
    exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof FirstAdminError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await db.close();
}
process.exit(exitCode);
