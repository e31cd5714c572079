// Admin previews (spec §2 "Admin previews", issue 13): an admin of the realm
// sees what its viewers do not see yet — unpublished sections, buckets and menu
// items (migration 030) — by adding `preview=true` to the call that reads them.
// Nobody else may: the flag is refused rather than ignored, so a client never
// mistakes the published page for the preview it asked for.
import { Type } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/apiError.ts';
import type { AccessClaims } from '../session/accessToken.ts';
import type { Publication } from './sections.ts';

export const ADMIN_PREVIEW_FORBIDDEN = 'ADMIN_PREVIEW_FORBIDDEN';

/** The `preview` query parameter of the calls that have one. */
export const previewQuerySchema = Type.Boolean({
  description: 'An admin’s preview: unpublished sections, buckets and menu items too (403 ADMIN_PREVIEW_FORBIDDEN for anyone else)',
});

/**
 * What the viewer asked to see: the published realm, or (an admin only) the
 * preview. 403 ADMIN_PREVIEW_FORBIDDEN when anyone else asks for the preview.
 */
export function publicationFor(viewer: Pick<AccessClaims, 'role'> | null, preview: boolean | undefined): Publication {
  if (preview !== true) return { preview: false };
  if (viewer?.role !== 'ADMIN') {
    throw new ApiError(403, ADMIN_PREVIEW_FORBIDDEN, 'Only an admin of this realm may preview what is not published');
  }
  return { preview: true };
}
