import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import { countryName } from '../../components/countries.ts';
import { formatDate } from '../../components/format.ts';
import type { RankingTable_ranking$key } from './__generated__/RankingTable_ranking.graphql.ts';
import { formatRecord, movementOf } from './fighterFormat.ts';
import { fighterPath } from './fightersLocation.ts';

const fragment = graphql`
  fragment RankingTable_ranking on Ranking {
    weightClass
    weightClassName
    updatedAt
    entries {
      rank
      isChampion
      movement
      fighter {
        internalId
        name
        nickname
        country
        thumbnailUrl
        record {
          wins
          losses
          draws
        }
      }
    }
  }
`;

/**
 * One ranking list as a table, champion first: rank (the champion's belt),
 * movement since the last list, the fighter, record, country. On a phone
 * each row stacks into a card (fighters.css), the headers becoming labels.
 */
export function RankingTable({ ranking }: { ranking: RankingTable_ranking$key }) {
  const data = useFragment(fragment, ranking);
  const { i18n, t } = useLingui();
  const updated = formatDate(data.updatedAt, i18n.locale);
  const list = data.weightClassName;

  return (
    <section className="rs-ranking" aria-labelledby="rs-ranking-title">
      <div className="rs-ranking__header">
        <h2 id="rs-ranking-title" className="rs-fighters__section-title">
          {data.weightClassName}
        </h2>
        <p className="rs-ranking__updated">
          <Trans>Updated {updated}</Trans>
        </p>
      </div>
      <table className="rs-ranking__table">
        <caption className="rs-visually-hidden">
          <Trans>{list} ranking, champion first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="rs-ranking__rank">
              <Trans>Rank</Trans>
            </th>
            <th scope="col" className="rs-ranking__move">
              <Trans>Move</Trans>
            </th>
            <th scope="col">
              <Trans>Fighter</Trans>
            </th>
            <th scope="col">
              <Trans>Record</Trans> <abbr title={t`Wins-losses-draws`}>(W-L-D)</abbr>
            </th>
            <th scope="col">
              <Trans>Country</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.entries.map((entry) => (
            <tr key={entry.fighter.internalId} className={entry.isChampion ? 'rs-ranking__row rs-ranking__row--champion' : 'rs-ranking__row'}>
              <td className="rs-ranking__rank">
                {entry.isChampion ? (
                  <span className="rs-belt rs-belt--large" title={t`Champion`}>
                    <span aria-hidden="true">C</span>
                    <span className="rs-visually-hidden">
                      <Trans>Champion</Trans>
                    </span>
                  </span>
                ) : (
                  entry.rank
                )}
              </td>
              <td className="rs-ranking__move">
                <MovementMark movement={entry.movement} />
              </td>
              <th scope="row" className="rs-ranking__fighter">
                <Link to={fighterPath(entry.fighter.internalId)} className="rs-ranking__link">
                  <img className="rs-ranking__thumb" src={entry.fighter.thumbnailUrl} alt="" width={198} height={124} loading="lazy" decoding="async" />
                  <span className="rs-ranking__names">
                    <span className="rs-ranking__name">{entry.fighter.name}</span>
                    {entry.fighter.nickname ? <span className="rs-ranking__nickname">“{entry.fighter.nickname}”</span> : null}
                  </span>
                </Link>
              </th>
              <td className="rs-ranking__record" data-label={t`Record`}>
                {formatRecord(entry.fighter.record)}
              </td>
              <td className="rs-ranking__country" data-label={t`Country`}>
                {countryName(entry.fighter.country, i18n.locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** ▲2, ▼1, – or NEW, with words for screen readers. */
export function MovementMark({ movement }: { movement: number | null | undefined }) {
  const move = movementOf(movement);
  switch (move.kind) {
    case 'up':
      return (
        <span className="rs-move rs-move--up">
          <span aria-hidden="true">▲{move.places}</span>
          <span className="rs-visually-hidden">
            <Trans>Up {move.places}</Trans>
          </span>
        </span>
      );
    case 'down':
      return (
        <span className="rs-move rs-move--down">
          <span aria-hidden="true">▼{move.places}</span>
          <span className="rs-visually-hidden">
            <Trans>Down {move.places}</Trans>
          </span>
        </span>
      );
    case 'new':
      return (
        <span className="rs-move rs-move--new">
          <Trans>NEW</Trans>
        </span>
      );
    case 'same':
      return (
        <span className="rs-move rs-move--same">
          <span aria-hidden="true">–</span>
          <span className="rs-visually-hidden">
            <Trans>No change</Trans>
          </span>
        </span>
      );
  }
}
