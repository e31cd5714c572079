import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RealmTheme_realm$key } from './__generated__/RealmTheme_realm.graphql.ts';
import { useServerDocument } from '../system/serverDocument.ts';
import { themeToCssVariables } from './themeVariables.ts';

const fragment = graphql`
  fragment RealmTheme_realm on Realm {
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

/**
 * Paints its subtree in the realm's colours. The variables sit on the wrapper
 * (so server-rendered markup is already themed) and are copied to <html> once
 * mounted, so the page background behind overscroll matches too.
 */
export function RealmTheme({ realm, children }: { realm: RealmTheme_realm$key; children: ReactNode }) {
  const data = useFragment(fragment, realm);
  const variables = themeToCssVariables(data.theme);
  // On a server, <html> gets them in the markup: the page is in the realm's colours before any script.
  const serverDocument = useServerDocument();
  if (serverDocument) {
    serverDocument.htmlAttributes.style = Object.entries(variables)
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    serverDocument.htmlAttributes['data-realm'] = data.name;
    serverDocument.themeColor = data.theme.background;
  }

  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    root.dataset.realm = data.name;
    // Only the colours matter; `variables` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(variables), data.name]);

  return (
    <div className="rs-app" data-realm={data.name} style={variables as CSSProperties}>
      {children}
    </div>
  );
}
