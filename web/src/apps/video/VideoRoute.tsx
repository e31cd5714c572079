import { useRouter } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type videoRoutesQuery } from './__generated__/videoRoutesQuery.graphql.ts';
import { VideoApp } from './VideoApp.tsx';
import { VideoInterstitial } from './VideoInterstitial.tsx';
import { playlistOf } from './videoLocation.ts';

/**
 * VOD and INTERSTITIAL. The route asked for the player's fields or the
 * landing page's (`$interstitial`: the INTERSTITIAL route, or VOD with
 * `?showInterstitial=true`), and the page is the one whose fields came.
 */
export function VideoRoute({ data }: { data: PreloadedQuery<videoRoutesQuery> }) {
  const { video, viewer } = usePreloadedQuery<videoRoutesQuery>(query, data);
  const { match } = useRouter();
  const playlist = playlistOf(match.location.query);
  if (!video) return <NotFoundApp />;
  if (video.landing) return <VideoInterstitial video={video.landing} playlist={playlist} />;
  if (video.player && viewer.player) return <VideoApp video={video.player} viewer={viewer.player} playlist={playlist} />;
  return <NotFoundApp />;
}
