import { createContext, useContext, useEffect } from 'react';

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

/** Sets the browser tab's title for the current page (spec §2: the guard sets the page title). */
export function useDocumentTitle(pageTitle: string | null | undefined, seoTitle?: string | null): void {
  const realmTitle = useContext(RealmTitleContext);
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, realmTitle, seoTitle);
  }, [pageTitle, realmTitle, seoTitle]);
}
