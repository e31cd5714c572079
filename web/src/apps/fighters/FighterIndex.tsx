import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { graphql, usePaginationFragment } from 'react-relay';
import type { FighterIndex_query$key } from './__generated__/FighterIndex_query.graphql.ts';
import { FighterCard } from './FighterCard.tsx';
import { fightersPath, LETTERS, ROSTER_PAGE_SIZE, WEIGHT_CLASSES, type WeightClassId } from './fightersLocation.ts';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';

const fragment = graphql`
  fragment FighterIndex_query on Query
  @argumentDefinitions(
    letter: { type: "String!" }
    weightClass: { type: "WeightClass" }
    count: { type: "Int", defaultValue: 12 }
    cursor: { type: "String" }
  )
  @refetchable(queryName: "FighterIndexPaginationQuery") {
    fighters(lastNameStartLetter: $letter, weightClass: $weightClass, first: $count, after: $cursor)
      @connection(key: "FighterIndex_fighters") {
      totalCount
      letters
      edges {
        node {
          id
          ...FighterCard_fighter
        }
      }
    }
  }
`;

/**
 * The A–Z roster (spec §2 "fighters by name", default letter a): the letters,
 * those without fighters (in the chosen class) greyed out; an optional class;
 * then a grid of fighters that loads more on demand.
 */
export function FighterIndex({
  query,
  location,
  classes,
}: {
  query: FighterIndex_query$key;
  location: { view: 'az'; letter: string; weightClass: WeightClassId | null };
  /** The classes to filter by, with their localised names. */
  classes: readonly { readonly weightClass: string; readonly weightClassName: string }[];
}) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, query);
  const { router } = useRouter();
  const { t } = useLingui();
  const { fighters } = data;
  const withFighters = new Set(fighters.letters);
  const letter = location.letter.toUpperCase();
  const total = fighters.totalCount;

  const chooseClass = (value: string) => {
    const weightClass = WEIGHT_CLASSES.find((id) => id === value) ?? null;
    router.push(fightersPath({ view: 'az', letter: location.letter, weightClass }));
  };

  return (
    <section className="rs-roster" aria-labelledby="rs-roster-title">
      <h2 id="rs-roster-title" className="rs-visually-hidden">
        <Trans>Fighters by last name</Trans>
      </h2>
      <div className="rs-roster__controls">
        <nav className="rs-letters" aria-label={t`Last name starts with`}>
          <ul className="rs-letters__list">
            {LETTERS.map((each) => {
              const label = each.toUpperCase();
              if (each === location.letter) {
                return (
                  <li key={each}>
                    <Link to={fightersPath({ ...location, letter: each })} className="rs-letters__letter" aria-current="true">
                      {label}
                    </Link>
                  </li>
                );
              }
              if (!withFighters.has(each)) {
                return (
                  <li key={each}>
                    <span className="rs-letters__letter rs-letters__letter--empty" aria-disabled="true" title={t`No fighters under ${label}`}>
                      {label}
                    </span>
                  </li>
                );
              }
              return (
                <li key={each}>
                  <Link to={fightersPath({ ...location, letter: each })} className="rs-letters__letter">
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <label className="rs-roster__filter">
          <span className="rs-roster__filter-label">
            <Trans>Weight class</Trans>
          </span>
          <select className="rs-roster__select" value={location.weightClass ?? ''} onChange={(event) => chooseClass(event.currentTarget.value)}>
            <option value="">{t`All weight classes`}</option>
            {classes.map((row) => (
              <option key={row.weightClass} value={row.weightClass}>
                {row.weightClassName}
              </option>
            ))}
          </select>
        </label>
      </div>

      <p className="rs-roster__count" aria-live="polite">
        <Plural value={total} _0={`No fighters under ${letter}`} one={`# fighter under ${letter}`} other={`# fighters under ${letter}`} />
      </p>
      {fighters.edges.length > 0 ? (
        <ul className="rs-roster__grid">
          {fighters.edges.map((edge) => (
            <li key={edge.node.id}>
              <FighterCard fighter={edge.node} />
            </li>
          ))}
        </ul>
      ) : null}
      {hasNext ? (
        <div className="rs-load-more">
          <LoadMoreButton isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(ROSTER_PAGE_SIZE)} />
        </div>
      ) : null}
    </section>
  );
}
