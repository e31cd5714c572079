import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { adminPreviewRoutesMenuQuery } from './__generated__/adminPreviewRoutesMenuQuery.graphql.ts';
import menuQuery from './__generated__/adminPreviewRoutesMenuQuery$parameters.ts';
import type { adminPreviewRoutesNavBarQuery } from './__generated__/adminPreviewRoutesNavBarQuery.graphql.ts';
import navBarQuery from './__generated__/adminPreviewRoutesNavBarQuery$parameters.ts';
import type { adminPreviewRoutesSectionQuery } from './__generated__/adminPreviewRoutesSectionQuery.graphql.ts';
import sectionQuery from './__generated__/adminPreviewRoutesSectionQuery$parameters.ts';
import { FOR_ADMIN, forAdmins } from './adminAccess.ts';

// Every preview page opens for a visitor too (spec §6) and needs no guest
// session: it either shows an admin the preview or says it is for admins.
const noSession = { requiresSession: false };
const screens = () => import('./AdminPreviewScreens.tsx');

const loadMenu = forAdmins((match: RouteMatch) => loadRouteQuery<adminPreviewRoutesMenuQuery>(match, menuQuery, {}, noSession));

/**
 * Spec §2 "Admin previews": what the realm has not published yet, as a viewer
 * will see it, for an admin only; the admin console shows these pages in an
 * iframe (the gateway lets its origins frame them: ADMIN_CONSOLE_ORIGINS).
 */
export const adminPreviewRoutes: RouteObject[] = [
  {
    name: 'ADMIN_PREVIEW',
    path: routePaths.ADMIN_PREVIEW,
    getData: loadMenu,
    getComponent: () => screens().then((screen) => screen.AdminPreviewIndexRoute),
  },
  {
    name: 'ADMIN_SECTION_PREVIEW',
    path: routePaths.ADMIN_SECTION_PREVIEW,
    getData: forAdmins((match: RouteMatch) =>
      loadRouteQuery<adminPreviewRoutesSectionQuery>(match, sectionQuery, { name: match.params.name ?? '' }, noSession),
    ),
    getComponent: () => screens().then((screen) => screen.SectionPreviewRoute),
  },
  {
    name: 'ADMIN_COMPOSED_PAGE_PREVIEW',
    path: routePaths.ADMIN_COMPOSED_PAGE_PREVIEW,
    getData: forAdmins((match: RouteMatch) =>
      loadRouteQuery<adminPreviewRoutesSectionQuery>(
        match,
        sectionQuery,
        { name: match.params.name ?? '', isHome: match.params.name === 'home' },
        noSession,
      ),
    ),
    getComponent: () => screens().then((screen) => screen.ComposedPagePreviewRoute),
  },
  {
    name: 'ADMIN_NAVBAR_PREVIEW',
    path: routePaths.ADMIN_NAVBAR_PREVIEW,
    getData: forAdmins((match: RouteMatch) => loadRouteQuery<adminPreviewRoutesNavBarQuery>(match, navBarQuery, {}, noSession)),
    getComponent: () => screens().then((screen) => screen.NavBarPreviewRoute),
  },
  {
    name: 'ADMIN_PLUGIN_PREVIEW',
    path: routePaths.ADMIN_PLUGIN_PREVIEW,
    getData: loadMenu,
    getComponent: () => screens().then((screen) => screen.PluginPreviewRoute),
  },
  {
    name: 'ADMIN_404_PAGE',
    path: routePaths.ADMIN_404_PAGE,
    getData: forAdmins(() => Promise.resolve(FOR_ADMIN)),
    getComponent: () => screens().then((screen) => screen.NotFoundPagePreviewRoute),
  },
  {
    name: 'ADMIN_CANCELLATION_PROMO_PREVIEW',
    path: routePaths.ADMIN_CANCELLATION_PROMO_PREVIEW,
    getData: forAdmins(() => Promise.resolve(FOR_ADMIN)),
    getComponent: () => screens().then((screen) => screen.CancellationPromoPreviewRoute),
  },
];
