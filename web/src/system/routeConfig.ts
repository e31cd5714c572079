import type { RouteConfig } from 'found';
import { homeRoutes } from '../apps/home/homeRoutes.tsx';
import { liveEventRoutes } from '../apps/liveEvent/liveEventRoutes.tsx';
import { loginRoutes } from '../apps/login/loginRoutes.tsx';
import { notFoundRoutes } from '../apps/notFound/notFoundRoutes.tsx';
import { playlistRoutes } from '../apps/playlist/playlistRoutes.tsx';
import { sectionRoutes } from '../apps/section/sectionRoutes.tsx';
import { seriesRoutes } from '../apps/series/seriesRoutes.tsx';
import { videoRoutes } from '../apps/video/videoRoutes.tsx';

/**
 * Every app contributes its routes (names and paths from routePaths.ts); each
 * route loads its own query in `getData`. Matching is exact, in this order.
 */
export const routeConfig: RouteConfig = [
  ...homeRoutes,
  ...sectionRoutes,
  ...videoRoutes,
  ...liveEventRoutes,
  ...playlistRoutes,
  ...seriesRoutes,
  ...loginRoutes,
  ...notFoundRoutes,
];
