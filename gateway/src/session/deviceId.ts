// The device id every upstream call carries (spec §7: "a stable id of the
// device"). TV and mobile apps send their own as `x-device-id`; a browser gets
// one from the gateway, kept in a long-lived httpOnly cookie, so each browser
// is its own device upstream rather than all of them being "gateway".
import { randomUUID } from 'node:crypto';
import { serializeCookie } from '../lib/cookies.ts';
import type { CookieJar } from './session.ts';

export const DEVICE_COOKIE = 'rs_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** UUID-like: letters, digits, `-` and `_`, 8 to 64 characters. Anything else is not trusted. */
export function isDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]{7,63}$/.test(value);
}

/**
 * The request's device id: an app's `x-device-id` header wins, then the
 * browser's cookie; without either (or with a malformed one) a new id is made
 * and stored in the cookie on this response.
 */
export function resolveDeviceId(headers: Headers, cookies: Map<string, string>, jar: CookieJar): string {
  const header = headers.get('x-device-id');
  if (isDeviceId(header)) return header;
  const cookie = cookies.get(DEVICE_COOKIE);
  if (isDeviceId(cookie)) return cookie;
  const deviceId = randomUUID();
  jar.setCookies.push(
    serializeCookie(DEVICE_COOKIE, deviceId, { maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS, secure: jar.secure }),
  );
  return deviceId;
}
