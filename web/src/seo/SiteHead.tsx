import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
import type { RouteLanguage } from '../system/routeTable.ts';
import { usePageHead } from './pageHead.tsx';
import { canonicalUrl } from './canonicalUrl.ts';
import { isIndexablePath, languageVersionAsked, pathLanguageAlternates } from './seoRoutes.ts';
import { pageUrl, siteAddress } from './siteAddress.ts';
import { SiteContext } from './siteContext.ts';

export interface SiteHeadRealm {
  title: string;
  fullName: string;
  logoUrl: string;
  canonicalDomain: string | null | undefined;
  defaultLanguage: string;
  languages: readonly { code: string }[];
}

/**
 * The frame's part of every page's head: the realm's defaults (its title, a
 * description, the site name), the page's canonical address and its links to
 * itself in the realm's other languages, and `noindex` on pages that are not public (the same rule
 * as robots.txt). Pages inside report their own on top, and build their
 * absolute addresses from the site this provides.
 */
export function SiteHead({
  realm,
  locale,
  pathname,
  languageAsked,
  origin,
  basename,
  children,
}: {
  realm: SiteHeadRealm;
  locale: RouteLanguage;
  /** The page's path inside the realm. */
  pathname: string;
  /** The address's `?lang=`, if it has one. */
  languageAsked: string | null;
  /** Where the page was opened (the server's request, or the browser's location). */
  origin: string | null;
  /** '' or `/realm/{name}`. */
  basename: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const realmName = realm.fullName;
  const address = useMemo(() => siteAddress(realm.canonicalDomain, origin, basename), [realm.canonicalDomain, origin, basename]);
  const languages = { languages: realm.languages.map((language) => language.code), defaultLanguage: realm.defaultLanguage };
  usePageHead({
    title: realm.title,
    siteName: realm.fullName,
    locale,
    type: 'website',
    description: t`Live events and videos on ${realmName}.`,
    canonical: canonicalUrl(realm.canonicalDomain, pathname, languageVersionAsked(languageAsked, languages)),
    alternates: address ? pathLanguageAlternates(pathname, locale, languages, (path) => pageUrl(address, path)) : [],
    robots: isIndexablePath(pathname) ? null : 'noindex',
  });
  const site = useMemo(() => ({ address, name: realm.fullName, logoUrl: realm.logoUrl }), [address, realm.fullName, realm.logoUrl]);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}
