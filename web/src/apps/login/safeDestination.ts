// Where to go after signing in: the `from` the route guard put in the LOGIN
// link, but only when it is a path inside this realm. Anything else (another
// origin, `//host`, a `javascript:` URL, backslash tricks, control characters)
// is dropped, so the sign-in page cannot be used as an open redirect.
const BASE = 'http://realm.invalid';

export function safeDestination(from: unknown): string | null {
  if (typeof from !== 'string' || from.length === 0 || from.length > 2048) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(from)) return null;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Back to the sign-in or sign-out page would be a loop.
  if (/^\/(login|logout)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
