import { useEffect } from 'react';

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

/** Keeps exactly one `<link rel="canonical">` in the head, for the page on screen. */
export function useCanonicalLink(canonicalDomain: string | null | undefined, pathname: string): void {
  const href = canonicalUrl(canonicalDomain, pathname);
  useEffect(() => {
    const links = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]'));
    const [link, ...extra] = links;
    for (const duplicate of extra) duplicate.remove();
    if (!href) {
      link?.remove();
      return;
    }
    if (link) {
      link.href = href;
      return;
    }
    const created = document.createElement('link');
    created.rel = 'canonical';
    created.href = href;
    document.head.append(created);
  }, [href]);
}
