// Who sees an admin preview (spec §6: the pages open for everyone of the first
// row; only an admin gets their data). The route decides before any preview
// query is sent, by the viewer's role; the gateway refuses the data to anyone
// else anyway (FORBIDDEN, reason ADMIN_PREVIEW_FORBIDDEN), which ends the same way.
import { HttpError, type RouteMatch } from 'found';
import type { PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import type { AppContext } from '../../system/appContext.ts';
import type { RouteErrorData } from '../../system/routeErrors.ts';

/** A preview page's data for a viewer who is no admin: the page says the previews are for admins. */
export const ADMINS_ONLY = 'ADMINS_ONLY';
/** A preview page without a query of its own (the not-found page, the cancellation promo), for an admin. */
export const FOR_ADMIN = 'FOR_ADMIN';

export type PreviewData<TQuery extends OperationType> = PreloadedQuery<TQuery> | typeof ADMINS_ONLY;
export type PlainPreviewData = typeof FOR_ADMIN | typeof ADMINS_ONLY;

function isPreviewRefused(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403 && (error.data as RouteErrorData | undefined)?.reason === 'ADMIN_PREVIEW_FORBIDDEN';
}

/**
 * A preview route's `getData`: `load` for an admin, ADMINS_ONLY for anyone else.
 * The app's first page (`bringsFrame`, system/firstPage.ts) sends the preview's
 * query at once with the frame's, before the session is known: for an admin
 * that is the whole page in one round trip; anyone else is refused, and found
 * asks again, as it always does, once the session is known.
 */
export function forAdmins<T>(load: (match: RouteMatch) => Promise<T>) {
  return async (match: RouteMatch): Promise<T | typeof ADMINS_ONLY> => {
    const context = match.context as AppContext;
    if (!context.bringsFrame && (await context.session.access()).role !== 'ADMIN') return ADMINS_ONLY;
    try {
      return await load(match);
    } catch (error) {
      // The session changed under the page (signed out elsewhere, say): the gateway's refusal says the same.
      if (isPreviewRefused(error)) return ADMINS_ONLY;
      throw error;
    }
  };
}
