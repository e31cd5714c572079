import { usePageHead } from '../seo/pageHead.tsx';

/**
 * Spec §2: every page names its canonical address on the realm's preferred
 * domain (else its first domain). The path is the route's own, without the
 * `/realm/{name}` base, so all the ways to reach a page point at one address.
 */
export function canonicalUrl(canonicalDomain: string | null | undefined, pathname: string): string | null {
  if (!canonicalDomain) return null;
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `https://${canonicalDomain}${path}`;
}

/** Names the page's canonical address in the page head (seo/pageHead.tsx keeps exactly one `<link rel="canonical">`). */
export function useCanonicalLink(canonicalDomain: string | null | undefined, pathname: string): void {
  usePageHead({ canonical: canonicalUrl(canonicalDomain, pathname) });
}
