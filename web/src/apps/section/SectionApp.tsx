import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Rail } from '../../components/Rail.tsx';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { usePageHead } from '../../seo/pageHead.tsx';
import { useSite } from '../../seo/siteContext.ts';
import type { SectionApp_section$key } from './__generated__/SectionApp_section.graphql.ts';
import { HomeHero } from './HomeHero.tsx';
import './SectionApp.css';

const fragment = graphql`
  fragment SectionApp_section on Section {
    name
    title
    seoTitle
    hero {
      ...HomeHero_content
    }
    bucketsConnection(first: 10) {
      edges {
        node {
          id
          # Whether the rail has any card (the same page Rail reads): a rail without one is not drawn.
          itemsConnection(first: 12) {
            edges {
              cursor
            }
          }
          ...Rail_bucket
        }
      }
    }
  }
`;

/** A section page (home, browse, a sport…): the title its realm features, if any, then its buckets as rails of cards. */
export function SectionApp({
  section,
  isHome = false,
  firstRail = null,
}: {
  section: SectionApp_section$key;
  isHome?: boolean;
  /** A rail of the viewer's own before the section's buckets (home: Continue watching). */
  firstRail?: ReactNode;
}) {
  const data = useFragment(fragment, section);
  useDocumentTitle(isHome ? null : data.title, data.seoTitle);
  const { t } = useLingui();
  const { name: realmName } = useSite();
  const sectionTitle = data.title;
  // The home page keeps the realm's own description (the frame's, seo/SiteHead.tsx).
  usePageHead({ type: 'website', description: isHome ? undefined : t`${sectionTitle}: live events and videos on ${realmName}.` });
  const edges = data.bucketsConnection.edges;
  // A realm just added from its file has buckets but nothing in them yet: its
  // page says so rather than showing a blank screen under the title.
  const hasCards = data.hero !== null || edges.some((edge) => edge.node.itemsConnection.edges.length > 0);

  return (
    <div className={`rs-section rs-section--${data.name}`}>
      <h1 className={isHome ? 'rs-visually-hidden' : 'rs-section__title'}>{data.title}</h1>
      {data.hero ? <HomeHero content={data.hero} /> : null}
      {firstRail}
      {!hasCards ? (
        <MessagePanel title={<Trans>Nothing here yet</Trans>}>
          <p>
            <Trans>New videos and events will appear here soon.</Trans>
          </p>
        </MessagePanel>
      ) : (
        edges.map((edge, index) => <Rail key={edge.node.id} bucket={edge.node} first={index === 0} />)
      )}
    </div>
  );
}
