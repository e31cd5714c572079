import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ContentCard } from '../../components/ContentCard.tsx';
import { countryName } from '../../components/countries.ts';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { FighterApp_fighter$data, FighterApp_fighter$key } from './__generated__/FighterApp_fighter.graphql.ts';
import { formatHeight, formatPercent, formatReach, formatRecord, formatWeight } from './fighterFormat.ts';
import { fightersPath, type WeightClassId } from './fightersLocation.ts';
import { FighterVideos } from './FighterVideos.tsx';
import { MovementMark } from './RankingTable.tsx';

const fragment = graphql`
  fragment FighterApp_fighter on Fighter @argumentDefinitions(videoCount: { type: "Int", defaultValue: 12 }) {
    internalId
    name
    nickname
    country
    weightClass
    weightClassName
    sport
    age
    stance
    profileImageUrl
    bio
    record {
      wins
      losses
      draws
      winsByKnockout
      winsBySubmission
      winsByDecision
    }
    stats {
      height {
        value
        unit
        metric {
          value
          unit
        }
      }
      reach {
        value
        unit
        metric {
          value
          unit
        }
      }
      weight {
        value
        unit
        metric {
          value
          unit
        }
      }
      strikingAccuracy {
        value
        unit
        metric {
          value
          unit
        }
      }
      takedownDefence {
        value
        unit
        metric {
          value
          unit
        }
      }
    }
    rankings {
      weightClass
      weightClassName
      rank
      isChampion
      movement
    }
    upcomingEvent {
      internalId
      ...ContentCard_content
    }
    ...FighterVideos_fighter @arguments(count: $videoCount)
  }
`;

type Fighter = FighterApp_fighter$data;

/**
 * FIGHTER (spec §2 "fighter profiles", "fighter videos"): the portrait (800
 * high, spec §9, scaled to the screen), who they are, their record and how
 * they won, the rankings they hold, stats in the units of the viewer's
 * language, the bio, their next fight and their videos.
 */
export function FighterApp({ fighter }: { fighter: FighterApp_fighter$key }) {
  const data = useFragment(fragment, fighter);
  const { i18n, t } = useLingui();
  const name = data.name;
  useDocumentTitle(name);
  const champion = data.rankings.some((position) => position.isChampion);

  return (
    <article className="rs-fighter">
      <header className="rs-fighter__hero">
        <img
          className="rs-fighter__portrait"
          src={data.profileImageUrl}
          alt={t`Portrait of ${name}`}
          width={600}
          height={800}
          decoding="async"
        />
        <div className="rs-fighter__identity">
          <p className="rs-fighter__eyebrow">
            <Link to={fightersPath({ view: 'rankings', weightClass: data.weightClass as WeightClassId })}>{data.weightClassName}</Link>
            {data.sport ? <span>{data.sport}</span> : null}
            {champion ? (
              <span className="rs-belt rs-belt--label">
                <Trans>Champion</Trans>
              </span>
            ) : null}
          </p>
          <h1 className="rs-fighter__name">{name}</h1>
          {data.nickname ? <p className="rs-fighter__nickname">“{data.nickname}”</p> : null}
          <p className="rs-fighter__country">{countryName(data.country, i18n.locale)}</p>
          <Record record={data.record} />
          {data.rankings.length > 0 ? (
            <ul className="rs-fighter__rankings" aria-label={t`Rankings`}>
              {data.rankings.map((position) => (
                <li key={position.weightClass}>
                  <Link to={fightersPath({ view: 'rankings', weightClass: position.weightClass as WeightClassId })} className="rs-fighter__ranking">
                    <span className="rs-fighter__ranking-rank">{position.isChampion ? <Trans>Champion</Trans> : `#${position.rank}`}</span>
                    <span>{position.weightClassName}</span>
                    {position.isChampion ? null : <MovementMark movement={position.movement} />}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>

      <div className="rs-fighter__details">
        <section className="rs-fighter__section" aria-labelledby="rs-fighter-stats">
          <h2 id="rs-fighter-stats" className="rs-fighters__section-title">
            <Trans>Stats</Trans>
          </h2>
          <Stats fighter={data} />
        </section>
        {data.bio ? (
          <section className="rs-fighter__section" aria-labelledby="rs-fighter-bio">
            <h2 id="rs-fighter-bio" className="rs-fighters__section-title">
              <Trans>About</Trans>
            </h2>
            <p className="rs-fighter__bio">{data.bio}</p>
          </section>
        ) : null}
        {data.upcomingEvent ? (
          <section className="rs-fighter__section rs-fighter__next" aria-labelledby="rs-fighter-next">
            <h2 id="rs-fighter-next" className="rs-fighters__section-title">
              <Trans>Next fight</Trans>
            </h2>
            <ContentCard content={data.upcomingEvent} />
          </section>
        ) : null}
      </div>

      <FighterVideos fighter={data} />
    </article>
  );
}

/** The record as the sport writes it, then the wins by method, each with its share of the wins. */
function Record({ record }: { record: Fighter['record'] }) {
  const { t } = useLingui();
  const methods = [
    { key: 'ko', label: t`KO/TKO`, wins: record.winsByKnockout },
    { key: 'submission', label: t`Submission`, wins: record.winsBySubmission },
    { key: 'decision', label: t`Decision`, wins: record.winsByDecision },
  ];
  return (
    <div className="rs-record">
      <p className="rs-record__total">
        <span className="rs-record__numbers">{formatRecord(record)}</span>{' '}
        <abbr className="rs-record__legend" title={t`Wins-losses-draws`}>
          <Trans>W-L-D</Trans>
        </abbr>
      </p>
      <dl className="rs-record__methods" aria-label={t`Wins by method`}>
        {methods.map((method) =>
          method.wins == null ? null : (
            <div key={method.key} className="rs-record__method">
              <dt>{method.label}</dt>
              <dd>
                <span className="rs-record__count">{method.wins}</span>
                <span className="rs-record__bar" aria-hidden="true">
                  <span style={{ width: `${record.wins > 0 ? Math.round((method.wins / record.wins) * 100) : 0}%` }} />
                </span>
              </dd>
            </div>
          ),
        )}
      </dl>
    </div>
  );
}

/** Stats in the viewer's language's units (fighterFormat.ts); a stat nobody knows is left out. */
function Stats({ fighter }: { fighter: Fighter }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const { stats } = fighter;
  const stances: Record<string, string> = { ORTHODOX: t`Orthodox`, SOUTHPAW: t`Southpaw`, SWITCH: t`Switch` };
  const rows: { key: string; label: ReactNode; value: string | null }[] = [
    { key: 'height', label: <Trans>Height</Trans>, value: stats.height ? formatHeight(stats.height, locale) : null },
    { key: 'reach', label: <Trans>Reach</Trans>, value: stats.reach ? formatReach(stats.reach, locale) : null },
    { key: 'weight', label: <Trans>Weight</Trans>, value: stats.weight ? formatWeight(stats.weight, locale) : null },
    { key: 'age', label: <Trans>Age</Trans>, value: fighter.age != null ? new Intl.NumberFormat(locale).format(fighter.age) : null },
    { key: 'stance', label: <Trans>Stance</Trans>, value: fighter.stance ? (stances[fighter.stance] ?? null) : null },
    {
      key: 'strikingAccuracy',
      label: <Trans>Striking accuracy</Trans>,
      value: stats.strikingAccuracy ? formatPercent(stats.strikingAccuracy, locale) : null,
    },
    {
      key: 'takedownDefence',
      label: <Trans>Takedown defence</Trans>,
      value: stats.takedownDefence ? formatPercent(stats.takedownDefence, locale) : null,
    },
  ];
  return (
    <dl className="rs-stats">
      {rows.map((row) =>
        row.value == null ? null : (
          <div key={row.key} className="rs-stats__row" data-stat={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
