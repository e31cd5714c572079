/**
 * Spec §2: every page names its canonical address on the realm's preferred
 * domain (else its first domain). The path is the route's own, without the
 * `/realm/{name}` base, so all the ways to reach a page point at one address.
 * A language version opened by its `hreflang` address (`?lang=pt`) is its own
 * canonical page, with that query and no other (seo/seoRoutes.ts,
 * languageVersionAsked); every other query is left out.
 */
export function canonicalUrl(canonicalDomain: string | null | undefined, pathname: string, languageVersion: string | null = null): string | null {
  if (!canonicalDomain) return null;
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const query = languageVersion ? `?lang=${encodeURIComponent(languageVersion)}` : '';
  return `https://${canonicalDomain}${path}${query}`;
}
