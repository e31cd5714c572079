// One-time secrets handed out by the third-party sign-in flows (OAuth codes,
// TV device codes, impersonation tokens): random, kept only as their SHA-256,
// compared by hash so a database leak gives nothing usable.
import { createHash, randomBytes } from 'node:crypto';

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
