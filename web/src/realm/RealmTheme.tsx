import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RealmTheme_realm$key } from './__generated__/RealmTheme_realm.graphql.ts';
import { realmDocumentOf } from './realmDocument.ts';

const fragment = graphql`
  fragment RealmTheme_realm on Realm {
    ...realmDocument_realm
  }
`;

/**
 * Paints its subtree in the realm's colours. The variables sit on the wrapper
 * (so server-rendered markup is already themed) and are copied to <html> once
 * mounted, so the page background behind overscroll matches too. A server
 * writes them on <html> itself, before the page renders (realmDocument.ts).
 */
export function RealmTheme({ realm, children }: { realm: RealmTheme_realm$key; children: ReactNode }) {
  const { name, variables } = realmDocumentOf(useFragment(fragment, realm));

  useEffect(() => {
    const root = document.documentElement;
    for (const [property, value] of Object.entries(variables)) root.style.setProperty(property, value);
    root.dataset.realm = name;
    // Only the colours matter; `variables` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(variables), name]);

  return (
    <div className="rs-app" data-realm={name} style={variables as CSSProperties}>
      {children}
    </div>
  );
}
