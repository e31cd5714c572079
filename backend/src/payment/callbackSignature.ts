// Provider callbacks are signed HMAC-SHA256 over "{timestamp}.{raw body}" with
// a secret the provider and the platform share, in the header
// `x-payment-signature: t={unix seconds},v1={hex}` (the scheme Stripe's webhooks
// use). The timestamp bounds replays; settling is idempotent besides.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-payment-signature';
/** How old a signed callback may be. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signCallback(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${body}`)}`;
}

/** Whether `header` signs `body` with `secret`, within the tolerance of `now`; compared in constant time. */
export function verifyCallback(secret: string, header: string | undefined, body: string, now: Date): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const timestamp = Number(parts['t']);
  const given = parts['v1'] ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, `${timestamp}.${body}`), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
