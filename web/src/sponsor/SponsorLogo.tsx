import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { SponsorLogo_sponsor$key } from './__generated__/SponsorLogo_sponsor.graphql.ts';
import './SponsorLogo.css';

const fragment = graphql`
  fragment SponsorLogo_sponsor on Sponsor {
    name
    imageUrl
    linkUrl
    displayMode
  }
`;

/**
 * Spec §2: the logo is shown 300 px wide and fetched at 150 px. Only the
 * platform's own logos (paths on this origin) take a width; others are used as given.
 */
export function logoSource(imageUrl: string): string {
  if (!imageUrl.startsWith('/')) return imageUrl;
  const url = new URL(imageUrl, 'http://origin');
  url.searchParams.set('w', '150');
  return `${url.pathname}${url.search}`;
}

/** "Presented by" and the sponsor's logo, linking out; nothing when there is no sponsor or it is hidden. */
export function SponsorLogo({ sponsor }: { sponsor: SponsorLogo_sponsor$key | null | undefined }) {
  const data = useFragment(fragment, sponsor);
  if (!data || data.displayMode !== 'SHOW') return null;
  return (
    <aside className="rs-sponsor">
      <span className="rs-sponsor__label">
        <Trans>Presented by</Trans>
      </span>
      <a className="rs-sponsor__link" href={data.linkUrl} target="_blank" rel="sponsored noopener">
        <img className="rs-sponsor__logo" src={logoSource(data.imageUrl)} alt={data.name} width={300} />
        <span className="rs-visually-hidden">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </aside>
  );
}
