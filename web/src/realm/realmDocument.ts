// The realm's part of the document around the app: its colours as CSS
// custom properties and its name, on `<html>`, and its background as the
// browser's bar colour. RealmTheme puts them there in the browser; a server
// (server/renderPage.tsx) writes them into the markup before the page itself
// renders, from the frame's data in the store (system/createApp.tsx), so the
// document's start is sent while the page is still rendering.
import { graphql, readInlineData } from 'relay-runtime';
import type { realmDocument_realm$key } from './__generated__/realmDocument_realm.graphql.ts';
import { themeToCssVariables } from './themeVariables.ts';

const realmDocumentFragment = graphql`
  fragment realmDocument_realm on Realm @inline {
    name
    theme {
      background
      text
      primary
      secondary
      tertiary
      primaryCta {
        default
        hover
        text
      }
      secondaryCta {
        default
        hover
        text
      }
      menuText
      menuTextHover
      menuTextSelected
      alert
      fontFamily
    }
  }
`;

export interface RealmDocument {
  /** The realm's name (`data-realm`: a realm's own stylesheet may key on it). */
  name: string;
  /** The brand's colours and font as `--rs-*` custom properties. */
  variables: Record<`--rs-${string}`, string>;
  /** The page's background, which the browser's bar takes (`<meta name="theme-color">`). */
  barColour: string;
}

export function realmDocumentOf(realm: realmDocument_realm$key): RealmDocument {
  const { name, theme } = readInlineData(realmDocumentFragment, realm);
  return { name, variables: themeToCssVariables(theme), barColour: theme.background };
}

/** The realm's attributes of `<html>`, as a server writes them. */
export function realmHtmlAttributes(document: RealmDocument): Record<string, string> {
  return {
    'data-realm': document.name,
    style: Object.entries(document.variables)
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
  };
}
