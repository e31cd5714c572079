import { createContext, useContext, useEffect } from 'react';

/** The realm's title (MAIN_TITLE), for the document titles of its pages. */
export const RealmTitleContext = createContext<string>('');

export function formatDocumentTitle(pageTitle: string | null | undefined, realmTitle: string): string {
  if (!pageTitle || pageTitle === realmTitle) return realmTitle;
  return `${pageTitle} | ${realmTitle}`;
}

/** Sets the browser tab's title for the current page (spec §2: the guard sets the page title). */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  const realmTitle = useContext(RealmTitleContext);
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, realmTitle);
  }, [pageTitle, realmTitle]);
}
