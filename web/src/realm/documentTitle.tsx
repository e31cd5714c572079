import { createContext, useContext } from 'react';
import { usePageHead } from '../seo/pageHead.tsx';

/** The realm's title (MAIN_TITLE), for the document titles of its pages. */
export const RealmTitleContext = createContext<string>('');

/**
 * `seoTitle` is a complete title written for search engines (a section's
 * "Browse fights — Ringside"): it is used as it is, never suffixed again.
 */
export function formatDocumentTitle(
  pageTitle: string | null | undefined,
  realmTitle: string,
  seoTitle?: string | null,
): string {
  if (seoTitle?.trim()) return seoTitle.trim();
  if (!pageTitle || pageTitle === realmTitle) return realmTitle;
  return `${pageTitle} | ${realmTitle}`;
}

/**
 * Names the current page in the browser tab, link previews and the server's
 * HTML (spec §2: the guard sets the page title), through the page head (seo/pageHead.tsx).
 */
export function useDocumentTitle(pageTitle: string | null | undefined, seoTitle?: string | null): void {
  const realmTitle = useContext(RealmTitleContext);
  usePageHead({ title: formatDocumentTitle(pageTitle, realmTitle, seoTitle) });
}
