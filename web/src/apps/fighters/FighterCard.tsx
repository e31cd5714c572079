import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import type { FighterCard_fighter$key } from './__generated__/FighterCard_fighter.graphql.ts';
import { formatRecord } from './fighterFormat.ts';
import { fighterPath } from './fightersLocation.ts';

const fragment = graphql`
  fragment FighterCard_fighter on Fighter {
    internalId
    name
    nickname
    weightClassName
    thumbnailUrl
    record {
      wins
      losses
      draws
    }
  }
`;

/** A fighter of the roster: the 198×124 thumbnail (spec §9), name, nickname, class and record; opens the profile. */
export function FighterCard({ fighter }: { fighter: FighterCard_fighter$key }) {
  const data = useFragment(fragment, fighter);
  return (
    <Link to={fighterPath(data.internalId)} className="rs-fighter-card">
      {/* The name below is the link's text: the picture adds nothing for a screen reader. */}
      <img className="rs-fighter-card__image" src={data.thumbnailUrl} alt="" width={198} height={124} loading="lazy" decoding="async" />
      <span className="rs-fighter-card__body">
        <span className="rs-fighter-card__name">{data.name}</span>
        {data.nickname ? <span className="rs-fighter-card__nickname">“{data.nickname}”</span> : null}
        <span className="rs-fighter-card__meta">
          {data.weightClassName} · <span className="rs-fighter-card__record">{formatRecord(data.record)}</span>
        </span>
      </span>
    </Link>
  );
}
