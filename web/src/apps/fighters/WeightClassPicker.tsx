import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WeightClassPicker_weightClasses$data, WeightClassPicker_weightClasses$key } from './__generated__/WeightClassPicker_weightClasses.graphql.ts';
import { formatWeight } from './fighterFormat.ts';
import { fightersPath, isPoundForPound, isWomens, type WeightClassId } from './fightersLocation.ts';

const fragment = graphql`
  fragment WeightClassPicker_weightClasses on RankedWeightClass @relay(plural: true) {
    weightClass
    weightClassName
    limit {
      value
      unit
      metric {
        value
        unit
      }
    }
    champion {
      internalId
      name
      thumbnailUrl
    }
  }
`;

type RankedClass = WeightClassPicker_weightClasses$data[number];

/**
 * The champions of every ranked class, which is also how a ranking is chosen
 * (spec "Done when": the rankings show the champion of each class). Men's
 * lists, then women's, each in the spec's order; a wrapping grid on wide
 * screens, a strip that scrolls sideways on a phone.
 */
export function WeightClassPicker({ weightClasses, selected }: { weightClasses: WeightClassPicker_weightClasses$key; selected: WeightClassId }) {
  const classes = useFragment(fragment, weightClasses);
  const { t } = useLingui();
  const section = useRef<HTMLElement>(null);
  // Where the champions are a sideways strip (a phone), the chosen class comes into view: sideways only, never moving the page.
  useEffect(() => {
    const current = section.current?.querySelector<HTMLElement>('.rs-champion--current');
    const strip = current?.closest('ul');
    if (!current || !strip || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft += current.getBoundingClientRect().left - strip.getBoundingClientRect().left;
  }, [selected]);
  const groups = [
    { key: 'men', title: t`Men`, classes: classes.filter((row) => !isWomens(row.weightClass)) },
    { key: 'women', title: t`Women`, classes: classes.filter((row) => isWomens(row.weightClass)) },
  ].filter((group) => group.classes.length > 0);

  return (
    <section className="rs-champions" aria-labelledby="rs-champions-title" ref={section}>
      <h2 id="rs-champions-title" className="rs-fighters__section-title">
        <Trans>Champions</Trans>
      </h2>
      <p className="rs-fighters__hint">
        <Trans>Choose a weight class to see its ranking.</Trans>
      </p>
      {groups.map((group) => (
        <div key={group.key} className="rs-champions__group">
          <h3 className="rs-champions__division">{group.title}</h3>
          <ul className="rs-champions__list">
            {group.classes.map((row) => (
              <li key={row.weightClass}>
                <ChampionCard row={row} current={row.weightClass === selected} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function ChampionCard({ row, current }: { row: RankedClass; current: boolean }) {
  const { i18n } = useLingui();
  const { champion } = row;
  return (
    <Link
      to={fightersPath({ view: 'rankings', weightClass: row.weightClass as WeightClassId })}
      className={`rs-champion${current ? ' rs-champion--current' : ''}`}
      aria-current={current ? 'true' : undefined}
      data-weight-class={row.weightClass}
    >
      {/* The champion's name is the card's text: the picture adds nothing for a screen reader. */}
      {champion ? (
        <img className="rs-champion__image" src={champion.thumbnailUrl} alt="" width={198} height={124} loading="lazy" decoding="async" />
      ) : (
        <span className="rs-champion__image rs-champion__image--none" aria-hidden="true">
          {isPoundForPound(row.weightClass) ? 'P4P' : '—'}
        </span>
      )}
      <span className="rs-champion__text">
        <span className="rs-champion__class">
          {row.weightClassName}
          {row.limit ? <span className="rs-champion__limit"> · {formatWeight(row.limit, i18n.locale)}</span> : null}
        </span>
        {champion ? (
          <span className="rs-champion__name">
            <span className="rs-belt" aria-hidden="true">
              C
            </span>{' '}
            <span className="rs-visually-hidden">
              <Trans>Champion:</Trans>{' '}
            </span>
            {champion.name}
          </span>
        ) : isPoundForPound(row.weightClass) ? (
          <span className="rs-champion__name rs-champion__name--none">
            <Trans>Best across the classes</Trans>
          </span>
        ) : (
          <span className="rs-champion__name rs-champion__name--none">
            <Trans>Title vacant</Trans>
          </span>
        )}
      </span>
    </Link>
  );
}
