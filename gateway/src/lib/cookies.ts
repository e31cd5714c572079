// The session cookies' parsing and writing, by the `cookie` package that
// @fastify/cookie is built on. They are called from the GraphQL context, which
// sees Yoga's fetch Request (also under `yoga.fetch` in tests, where no Fastify
// request exists), so the functions are used rather than the plugin's
// `request.cookies` (whose own exports work only once the plugin has loaded).
import { parseCookie, stringifySetCookie } from 'cookie';

/** The request's cookies by name; the first of two same-named cookies wins, as browsers send the most specific first. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  return new Map(Object.entries(parseCookie(header ?? '')).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  return stringifySetCookie({
    name,
    value,
    path: options.path ?? '/',
    maxAge: options.maxAgeSeconds,
    // Max-Age=0 alone is enough for current browsers; Expires in the past also clears it in old ones.
    expires: options.maxAgeSeconds === 0 ? new Date(0) : undefined,
    httpOnly: options.httpOnly ?? true,
    sameSite: (options.sameSite ?? 'Lax').toLowerCase() as 'lax' | 'strict' | 'none',
    secure: options.secure ?? false,
  });
}
