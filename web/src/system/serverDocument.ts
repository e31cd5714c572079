import { createContext, useContext } from 'react';

/**
 * What a page rendered on a server says about the document around it, which
 * the app's components otherwise set in the browser with effects (effects do
 * not run on a server): the `<html>` element's attributes, such as the realm's
 * colours. Written during render; server/renderPage.tsx reads it afterwards.
 */
export interface ServerDocument {
  htmlAttributes: Record<string, string>;
  /** The browser's bar colour (`<meta name="theme-color">`): the realm's background. */
  themeColor?: string;
}

export const ServerDocumentContext = createContext<ServerDocument | null>(null);

/** The document being rendered on a server; null in the browser. */
export function useServerDocument(): ServerDocument | null {
  return useContext(ServerDocumentContext);
}
