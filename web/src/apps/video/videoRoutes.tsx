import type { RouteMatch, RouteObject } from 'found';
import { asksForInterstitial } from '../../realm/pageBehaviour.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { videoRoutesQuery } from './__generated__/videoRoutesQuery.graphql.ts';
import query from './__generated__/videoRoutesQuery$parameters.ts';
import { playlistOf } from './videoLocation.ts';

export const videoRoutes: RouteObject[] = [
  {
    name: 'VOD',
    path: routePaths.VOD,
    // Every variable said explicitly (null too): the variables sent are the ones Relay files the operation under.
    getData: (match: RouteMatch) =>
      loadRouteQuery<videoRoutesQuery>(match, query, {
        id: match.params.id ?? '',
        playlist: playlistOf(match.location.query),
        // Spec §2: `?showInterstitial=true` on the player's route shows the landing page instead.
        interstitial: asksForInterstitial(match.location.query),
      }),
    getComponent: () => import('./VideoRoute.tsx').then((screen) => screen.VideoRoute),
  },
  {
    // Spec §2 INTERSTITIAL: the landing page, always (card links lead here where the realm asks).
    name: 'INTERSTITIAL',
    path: routePaths.INTERSTITIAL,
    getData: (match: RouteMatch) =>
      loadRouteQuery<videoRoutesQuery>(match, query, { id: match.params.id ?? '', playlist: playlistOf(match.location.query), interstitial: true }),
    getComponent: () => import('./VideoRoute.tsx').then((screen) => screen.VideoRoute),
  },
];
