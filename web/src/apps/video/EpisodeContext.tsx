import { Trans } from '@lingui/react/macro';
import { Link } from 'found';
import { pathTo } from '../../system/routePaths.ts';

interface Collection {
  readonly internalId: string;
  readonly title: string;
}

/**
 * Where an episode belongs, as links: "Series · Season 1 · Episode 3". The
 * player page and the video's landing page put it above the title.
 */
export function EpisodeContext({ series, season, episodeNumber }: {
  series: Collection;
  season: Collection | null | undefined;
  episodeNumber: number | null | undefined;
}) {
  return (
    <>
      <Link to={pathTo('SERIES', { id: series.internalId })}>{series.title}</Link>
      {season ? (
        <>
          {' · '}
          <Link to={pathTo('SEASON', { id: season.internalId })}>{season.title}</Link>
        </>
      ) : null}
      {episodeNumber != null ? (
        <>
          {' · '}
          <Trans>Episode {episodeNumber}</Trans>
        </>
      ) : null}
    </>
  );
}
