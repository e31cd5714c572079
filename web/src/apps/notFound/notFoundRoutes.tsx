import type { RouteObject } from 'found';
import { routePaths } from '../../system/routePaths.ts';
import { NotFoundApp } from './NotFoundApp.tsx';

/** Last in the table: anything no other route matched (spec §2: unknown paths show the not-found page). */
export const notFoundRoutes: RouteObject[] = [{ name: 'NOT_FOUND', path: routePaths.NOT_FOUND, Component: NotFoundApp }];
