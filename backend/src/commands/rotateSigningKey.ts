// Rotates the access-token signing key while everything keeps running
// (docs/operations.md, "Key rotation"), from any container of the image that
// has the backend's configuration:
//   node backend/dist/rotateSigningKey.js                  a new key, signing in 10 minutes
//        [--publish-delay 10m] [--retire-old-after 30d]
//   node backend/dist/rotateSigningKey.js --retire <kid>   a compromised key refused at once
//   node backend/dist/rotateSigningKey.js --status         the keys and what each does now
// It only writes times into the database (session/signingKeyRotation.ts); the
// running backends act on them at those times, nothing is restarted.
import { parseArgs } from 'node:util';
import {
  DEFAULT_PUBLISH_DELAY_SECONDS,
  GATEWAY_KEYS_REREAD_SECONDS,
  RETIREMENT_MARGIN_SECONDS,
  retireSigningKey,
  rotateSigningKey,
  SAFE_PUBLISH_DELAY_SECONDS,
  SigningKeyRotationError,
  signingKeyStates,
} from '../session/signingKeyRotation.ts';
import { commandConfig, openConfiguredDatabase } from './commandDatabase.ts';

const usage = `usage: rotateSigningKey [--publish-delay <duration>] [--retire-old-after <duration>]
       rotateSigningKey --retire <kid>
       rotateSigningKey --status
durations: 90s, 10m, 12h, 30d (a bare number is seconds)`;

function fail(message: string, exitCode = 2): never {
  console.error(`${message}\n${usage}`);
  process.exit(exitCode);
}

const units: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

function secondsOf(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const match = /^(\d+)([smhd]?)$/.exec(text.trim());
  if (!match) fail(`--${flag} ${JSON.stringify(text)} is not a duration`);
  return Number(match[1]) * units[match[2] || 's']!;
}

/** 600 → "10 min", 2_592_300 → "30 d 5 min". */
function durationText(seconds: number): string {
  const parts: string[] = [];
  let rest = Math.round(seconds);
  for (const [unit, size] of [['d', 86_400], ['h', 3600], ['min', 60], ['s', 1]] as const) {
    if (rest >= size) parts.push(`${Math.floor(rest / size)} ${unit}`);
    rest %= size;
  }
  return parts.join(' ') || '0 s';
}

const at = (date: Date, now: Date) => `${date.toISOString()} (${date > now ? `in ${durationText((date.getTime() - now.getTime()) / 1000)}` : 'now'})`;

let options: { 'publish-delay'?: string; 'retire-old-after'?: string; retire?: string; status?: boolean };
try {
  options = parseArgs({
    options: {
      'publish-delay': { type: 'string' },
      'retire-old-after': { type: 'string' },
      retire: { type: 'string' },
      status: { type: 'boolean' },
    },
  }).values;
} catch (error) {
  fail((error as Error).message);
}
const rotating = options.retire === undefined && !options.status;
if (!rotating && (options['publish-delay'] !== undefined || options['retire-old-after'] !== undefined || (options.retire !== undefined && options.status))) {
  fail('--retire and --status each go alone');
}

const config = commandConfig();
if (config.tokenPrivateKey) {
  console.error(
    'TOKEN_PRIVATE_KEY is set: the backends sign with that key alone and ignore the keys in the database, so a key made ' +
      'here would never sign. Replacing TOKEN_PRIVATE_KEY is a hard cut (every access token of the old key is refused at ' +
      'once; docs/operations.md, "Key rotation"). For rotations without one, leave TOKEN_PRIVATE_KEY unset and keep the ' +
      'keys in the database.',
  );
  process.exit(1);
}
const publishDelaySeconds = secondsOf('publish-delay', options['publish-delay'], DEFAULT_PUBLISH_DELAY_SECONDS);
// A session refreshes with its last access token, expired or not: the old key stays until no refresh token can carry one of its tokens.
const retireAfterSeconds = secondsOf('retire-old-after', options['retire-old-after'], config.refreshTokenTtlSeconds + RETIREMENT_MARGIN_SECONDS);

const db = await openConfiguredDatabase(config);
const now = new Date();
let exitCode = 0;
try {
  // Asked of the catalogue, which an empty database (a wrong DATABASE_URL or DATA_DIR) has too.
  const [rotationSchema] = await db.query(
    `select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'signing_key' and column_name = 'signs_from'`,
  );
  if (!rotationSchema) {
    throw new SigningKeyRotationError(
      'This database has no signing keys to rotate yet (migration 035_signing_key_rotation is missing): check DATABASE_URL, ' +
        "or run this release's migration step (backend/dist/migrate.js) first.",
    );
  }
  if (options.status) {
    const keys = await signingKeyStates(db, { now });
    if (keys.length === 0) console.log('No signing key yet: the first backend to start makes one.');
    for (const key of keys) {
      const retires = key.retiresAt ? `, retires at ${at(key.retiresAt, now)}` : '';
      const what =
        key.state === 'SIGNING' ? `signing${retires}`
        : key.state === 'WAITING' ? `published, signs from ${at(key.signsFrom, now)}${retires}`
        : key.state === 'VERIFYING' ? `verifying its tokens only${retires}`
        : `retired${key.retiredAt ? ` at ${key.retiredAt.toISOString()}` : ''}`;
      console.log(`${key.kid}  ${what}`);
    }
  } else if (options.retire !== undefined) {
    const retirement = await retireSigningKey(db, options.retire, { now });
    console.log(`Retired signing key ${retirement.kid} at ${now.toISOString()}: within a minute every backend refuses its tokens and stops publishing it.`);
    if (retirement.replacement) {
      console.log(`It was signing: key ${retirement.replacement} signs in its place from then (a gateway fetches it at the first token naming it).`);
    }
    console.log(
      'Then restart the gateways: each keeps trusting a token it verified before until the token expires, and the key set it read for up to ' +
        `${durationText(GATEWAY_KEYS_REREAD_SECONDS)}. Viewers of sessions it signed sign in again if their refresh fails.`,
    );
  } else {
    const rotation = await rotateSigningKey(db, {
      now,
      publishDelaySeconds,
      retireAfterSeconds,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    });
    const reach = durationText(SAFE_PUBLISH_DELAY_SECONDS);
    console.log(`Rotated the token signing key; nothing needs a restart.`);
    console.log(`  ${at(rotation.publishedAt, now)}  key ${rotation.kid} is published: every backend serves it within a minute, every gateway knows it within ${reach}`);
    const old = rotation.retiring.map((key) => key.kid);
    const stopping =
      old.length === 0 ? '' : old.length === 1 ? `; key ${old[0]} stops signing, its tokens still verify` : `; keys ${old.join(', ')} stop signing, their tokens still verify`;
    console.log(`  ${at(rotation.signsFrom, now)}  key ${rotation.kid} signs${stopping}`);
    for (const key of rotation.retiring) {
      console.log(`  ${at(key.retiresAt, now)}  key ${key.kid} retires: its tokens are refused and it is no longer published`);
    }
    console.log(`Check with --status. To undo before it signs: --retire ${rotation.kid}.`);
    if (publishDelaySeconds < SAFE_PUBLISH_DELAY_SECONDS) {
      console.warn(
        `Warning: a publish delay under ${durationText(SAFE_PUBLISH_DELAY_SECONDS)} lets the new key sign before every gateway has read it; ` +
          'such a gateway fetches the keys at once, but at most every 30 s, and signs out a browser whose token it cannot verify meanwhile.',
      );
    }
  }
} catch (error) {
  if (!(error instanceof SigningKeyRotationError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await db.close();
}
process.exit(exitCode);
