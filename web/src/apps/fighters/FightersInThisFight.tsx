import { Trans } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import type { FightersInThisFight_fighters$key } from './__generated__/FightersInThisFight_fighters.graphql.ts';
import { formatRecord } from './fighterFormat.ts';
import { fighterPath } from './fightersLocation.ts';
import './fightersInThisFight.css';

const fragment = graphql`
  fragment FightersInThisFight_fighters on Fighter @relay(plural: true) {
    internalId
    name
    thumbnailUrl
    record {
      wins
      losses
      draws
    }
  }
`;

/**
 * "Fighters in this fight" under a video's or live event's description: a
 * chip per fighter, in billing order, opening their profile. Nothing at all
 * when the title names no fighter (a weigh-in, a realm without fighters).
 */
export function FightersInThisFight({ fighters }: { fighters: FightersInThisFight_fighters$key }) {
  const data = useFragment(fragment, fighters);
  if (data.length === 0) return null;
  return (
    <section className="rs-fight-card" aria-labelledby="rs-fight-card-title">
      <h2 id="rs-fight-card-title" className="rs-fight-card__title">
        <Trans>Fighters in this fight</Trans>
      </h2>
      <ul className="rs-fight-card__list">
        {data.map((fighter) => (
          <li key={fighter.internalId}>
            {/* The name is the link's text: the picture adds nothing for a screen reader. */}
            <Link to={fighterPath(fighter.internalId)} className="rs-fight-card__chip">
              <img className="rs-fight-card__thumb" src={fighter.thumbnailUrl} alt="" width={198} height={124} loading="lazy" decoding="async" />
              <span className="rs-fight-card__name">{fighter.name}</span>
              <span className="rs-fight-card__record">{formatRecord(fighter.record)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
