// The realm's site as the frame gives it to the pages inside (seo/SiteHead.tsx):
// where their absolute addresses start, and who publishes them.
import { createContext, useContext } from 'react';
import type { SiteAddress } from './siteAddress.ts';

/** The realm's site as its pages name it in their heads. */
export interface Site {
  /** Null when no absolute address is known. */
  address: SiteAddress | null;
  /** The realm's full name (a news article's publisher). */
  name: string;
  logoUrl: string | null;
}

/** Provided by the frame (seo/SiteHead.tsx) for the pages inside it. */
export const SiteContext = createContext<Site>({ address: null, name: '', logoUrl: null });

export function useSite(): Site {
  return useContext(SiteContext);
}
