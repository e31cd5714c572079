import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { FighterIndex_query$key } from './__generated__/FighterIndex_query.graphql.ts';
import type { FightersApp_weightClasses$key } from './__generated__/FightersApp_weightClasses.graphql.ts';
import type { RankingTable_ranking$key } from './__generated__/RankingTable_ranking.graphql.ts';
import { FighterIndex } from './FighterIndex.tsx';
import { DEFAULT_LETTER, DEFAULT_RANKING, fightersPath, isPoundForPound, type FightersLocation } from './fightersLocation.ts';
import { RankingTable } from './RankingTable.tsx';
import { WeightClassPicker } from './WeightClassPicker.tsx';
import './fighters.css';

const weightClassesFragment = graphql`
  fragment FightersApp_weightClasses on RankedWeightClass @relay(plural: true) {
    weightClass
    weightClassName
    ...WeightClassPicker_weightClasses
  }
`;

/**
 * FIGHTERS (spec §2 "Fighter section"): two tabs, both in the address. The
 * rankings open on men's pound-for-pound, under the champions of every class,
 * which are also how a class is chosen; the A–Z roster opens on the letter a.
 */
export function FightersApp({
  location,
  weightClasses,
  ranking,
  roster,
}: {
  location: FightersLocation;
  weightClasses: FightersApp_weightClasses$key;
  /** The chosen list, when the rankings tab is open; null too when it was never published. */
  ranking: RankingTable_ranking$key | null;
  /** The page's query, carrying the roster's page, when the A–Z tab is open. */
  roster: FighterIndex_query$key | null;
}) {
  const classes = useFragment(weightClassesFragment, weightClasses);
  const { t } = useLingui();
  useDocumentTitle(location.view === 'az' ? t`Fighters A–Z` : t`Fighter rankings`);
  // The roster filters by the classes fighters compete in; a pound-for-pound list is no class of its own.
  const rosterClasses = classes.filter((row) => !isPoundForPound(row.weightClass));

  return (
    <div className="rs-fighters">
      <header className="rs-fighters__header">
        <h1 className="rs-fighters__title">
          <Trans>Fighters</Trans>
        </h1>
        <nav className="rs-fighters__tabs" aria-label={t`Fighter section`}>
          <Link
            to={fightersPath({ view: 'rankings', weightClass: location.view === 'rankings' ? location.weightClass : DEFAULT_RANKING })}
            className="rs-fighters__tab"
            aria-current={location.view === 'rankings' ? 'page' : undefined}
          >
            <Trans>Rankings</Trans>
          </Link>
          <Link
            to={fightersPath({ view: 'az', letter: DEFAULT_LETTER, weightClass: null })}
            className="rs-fighters__tab"
            aria-current={location.view === 'az' ? 'page' : undefined}
          >
            <Trans>Fighters A–Z</Trans>
          </Link>
        </nav>
      </header>

      {location.view === 'rankings' ? (
        <>
          <WeightClassPicker weightClasses={classes} selected={location.weightClass} />
          {ranking ? (
            <RankingTable ranking={ranking} />
          ) : (
            <p className="rs-fighters__empty">
              <Trans>This ranking has not been published yet.</Trans>
            </p>
          )}
        </>
      ) : roster ? (
        <FighterIndex query={roster} location={location} classes={rosterClasses} />
      ) : null}
    </div>
  );
}
